import type { PartnerOffer } from '@puente/domain';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { formatMoney } from '../../../lib/loan-format.ts';

/** Other lenders recommended after a rejection: name, amount range, rate and an outbound link. */
export function PartnerOffers({ offers }: { offers: readonly PartnerOffer[] }) {
  const { t, language } = useLoansI18n();
  const { currency } = getAppIdentity().market;
  if (offers.length === 0) return null;
  return (
    <section className="ln-offers" aria-labelledby="ln-offers-title">
      <h2 id="ln-offers-title" className="ln-card-title">
        {t('offers.title')}
      </h2>
      <p className="ln-muted">{t('offers.lead')}</p>
      <ul className="ln-offer-list">
        {offers.map((offer) => (
          <li key={offer.id} className="ln-card ln-offer">
            <h3 className="ln-offer-name">{offer.name}</h3>
            <p>
              {t('offers.amount', {
                min: formatMoney(offer.amount.min, currency, language, { whole: true }),
                max: formatMoney(offer.amount.max, currency, language, { whole: true }),
              })}
            </p>
            <p>{typeof offer.rate === 'string' ? offer.rate : offer.rate[language]}</p>
            <a className="button-link" href={offer.url} target="_blank" rel="noopener noreferrer">
              {t('offers.visit', { name: offer.name })}
              <span className="visually-hidden"> {t('offers.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
