import { formatAmount } from '@puente/domain';
import './partner-offers.css';
import { forwardRef } from 'react';
import type { CallAnswer } from '../api/call.ts';
import { useLoansI18n } from '../i18n/loans/use-loans-i18n.ts';
import { getAppIdentity } from '../lib/app-identity.ts';

/**
 * Other lenders recommended after a rejection (/app/isRejectRecommendation), on home and on the
 * review screen: name, amount range, rate and an outbound link. The heading can take the focus, for
 * the home banner's button that points here; `className` places the section on its screen. With no
 * partner configured there is nothing to recommend, and nothing is drawn.
 */
type PartnerOffer = CallAnswer<'GET /api/loanMarket/index'>['offers'][number];

export const PartnerOffers = forwardRef<
  HTMLHeadingElement,
  { offers: readonly PartnerOffer[]; className?: string }
>(function PartnerOffers({ offers, className }, headingRef) {
  const { t, language } = useLoansI18n();
  const { currency } = getAppIdentity().market;
  const money = (amount: number) => formatAmount(amount, currency, language, { whole: true });
  if (offers.length === 0) return null;
  return (
    <section className={className ? `offers ${className}` : 'offers'} aria-labelledby="offers-title">
      <h2 id="offers-title" className="offers-title" ref={headingRef} tabIndex={-1}>
        {t('offers.title')}
      </h2>
      <p className="offers-lead">{t('offers.lead')}</p>
      <ul className="offers-list">
        {offers.map((offer) => (
          <li key={offer.id} className="offers-item">
            <h3 className="offers-name">{offer.name}</h3>
            <p>{t('offers.amount', { min: money(offer.amount.min), max: money(offer.amount.max) })}</p>
            <p>{offer.rate}</p>
            <a className="button-link" href={offer.url} target="_blank" rel="noopener noreferrer">
              {t('offers.visit', { name: offer.name })}
              <span className="visually-hidden"> {t('offers.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});
