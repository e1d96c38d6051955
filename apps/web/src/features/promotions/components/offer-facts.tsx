import { LOAN_PRODUCTS, MARKET_LENDING } from '@puente/domain';
import { loanFactsText } from '@puente/domain/content';
import { usePromotionsI18n } from '../../../i18n/promotions/use-promotions-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';

/**
 * What the loan costs, produced by the domain from the configured products (the same sentences as
 * the help screens), so a promotion can never advertise other figures than the ones charged.
 */
export function OfferFacts() {
  const { t, language } = usePromotionsI18n();
  const { market } = getAppIdentity();
  const facts = loanFactsText(MARKET_LENDING[market.id], LOAN_PRODUCTS, language);
  const rows = [
    ['promo.fact.limits', facts.limits],
    ['promo.fact.rate', facts.rates],
    ['promo.fact.fees', facts.fees],
    ['promo.fact.penalty', facts.penalty],
    ['promo.fact.example', facts.example],
  ] as const;
  return (
    <section className="ui-card" aria-labelledby="promo-facts-title">
      <h2 id="promo-facts-title" className="ui-card-title">
        {t('promo.factsTitle')}
      </h2>
      <dl className="promo-facts">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
