import { promotionRate } from '@puente/domain';
import {
  type PromotionsMessageKey,
  usePromotionsI18n,
} from '../../../i18n/promotions/use-promotions-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';

/** A promotion's headline: what is offered and the lowest first-loan rate of the products. */
export function OfferHero({ title, lead }: { title: PromotionsMessageKey; lead: PromotionsMessageKey }) {
  const { t, language } = usePromotionsI18n();
  const { market } = getAppIdentity();
  return (
    <section className="ui-card promo-hero" aria-labelledby="promo-title">
      <h1 id="promo-title" className="promo-title">
        {t(title)}
      </h1>
      <p className="promo-rate">{promotionRate(market.id, language).text}</p>
      <p className="ui-muted">{t(lead)}</p>
    </section>
  );
}
