import type { PartnerOffer } from '@puente/domain';
import { forwardRef } from 'react';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { formatMoney } from '../../../lib/loan-format.ts';

/**
 * Other lenders recommended after a rejection (/app/isRejectRecommendation): name, amount range,
 * rate and an outbound link. The heading takes the focus when the banner's button points here.
 */
export const PartnerOffers = forwardRef<HTMLHeadingElement, { offers: readonly PartnerOffer[] }>(
  function PartnerOffers({ offers }, headingRef) {
    const { t, language } = useLoansI18n();
    const { currency } = getAppIdentity().market;
    return (
      <section className="home-card" aria-labelledby="home-offers-title">
        <h2 id="home-offers-title" className="home-status-title" ref={headingRef} tabIndex={-1}>
          {t('offers.title')}
        </h2>
        <p className="home-status-text">{offers.length > 0 ? t('offers.lead') : t('offers.none')}</p>
        <ul className="home-cards">
          {offers.map((offer) => (
            <li key={offer.id} className="home-product">
              <h3 className="home-product-name">{offer.name}</h3>
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
  },
);
