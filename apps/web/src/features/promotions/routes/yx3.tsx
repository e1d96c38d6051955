import '../../../ui/screen.css';
import '../components/promotions.css';
import { MARKETS, type PromotionView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { usePromotionsI18n } from '../../../i18n/promotions/use-promotions-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { getPromotion } from '../api/promotion.ts';
import { LeadForm } from '../components/lead-form.tsx';

/**
 * /yx3: leave a mobile number to start. The rate, the steps and the places left today come from
 * the service; places are shown only when the campaign really counts them (decision 023).
 */
export function Yx3Route() {
  const { t, language } = usePromotionsI18n();
  const promotion = useQuery({
    queryKey: ['promotion', 'yx3', language],
    queryFn: async () => (await getPromotion()).data,
  });
  if (!promotion.data) {
    return (
      <LoadState
        loadingLabel={t('promo.yx3.loading')}
        error={promotion.error}
        onRetry={() => void promotion.refetch()}
        retryLabel={t('promo.retry')}
      />
    );
  }
  const view = promotion.data;
  return (
    <div className="ui-screen">
      <section className="ui-card promo-hero" aria-labelledby="promo-title">
        <h1 id="promo-title" className="promo-title">
          {t('promo.yx3.title')}
        </h1>
        <p className="promo-rate">{view.rateText}</p>
        <p className="ui-muted">{t('promo.yx3.lead')}</p>
        <Places vacancies={view.vacancies} />
      </section>
      <LeadForm />
      <section className="ui-card" aria-labelledby="promo-next-title">
        <h2 id="promo-next-title" className="ui-card-title">
          {t('promo.yx3.stepsTitle')}
        </h2>
        <ol className="promo-steps">
          {view.steps.map((step) => (
            <li key={step.id}>{step.label}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Places({ vacancies }: { vacancies: PromotionView['vacancies'] }) {
  const { t, language } = usePromotionsI18n();
  const { market } = getAppIdentity();
  if (!vacancies) return null;
  const count = new Intl.NumberFormat(MARKETS[market.id].locales[language]);
  return (
    <p className="promo-places" role="status">
      {vacancies.left > 0
        ? t('promo.yx3.places', {
            left: count.format(vacancies.left),
            capacity: count.format(vacancies.capacity),
          })
        : t('promo.yx3.noPlaces')}
    </p>
  );
}
