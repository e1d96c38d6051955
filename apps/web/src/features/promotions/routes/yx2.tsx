import '../../../ui/screen.css';
import '../components/promotions.css';
import { usePromotionsI18n } from '../../../i18n/promotions/use-promotions-i18n.ts';
import { OfferAction } from '../components/offer-action.tsx';
import { OfferFacts } from '../components/offer-facts.tsx';
import { OfferHero } from '../components/offer-hero.tsx';

const STEPS = [
  'promo.yx2.step.register',
  'promo.yx2.step.profile',
  'promo.yx2.step.review',
  'promo.yx2.step.money',
] as const;

/** /yx2: how applying works, step by step, with the real cost, then on to register or apply. */
export function Yx2Route() {
  const { t } = usePromotionsI18n();
  return (
    <div className="ui-screen">
      <OfferHero title="promo.yx2.title" lead="promo.yx2.lead" />
      <section className="ui-card" aria-labelledby="promo-how-title">
        <h2 id="promo-how-title" className="ui-card-title">
          {t('promo.yx2.stepsTitle')}
        </h2>
        <ol className="promo-steps">
          {STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </section>
      <OfferFacts />
      <OfferAction />
    </div>
  );
}
