import type { ProductView } from '@puente/domain';
import { formatAmount, formatPercent } from '@puente/domain';
import { annualCostKey, annualCostNameKey } from '../../../i18n/loans/keys.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getMarketProducts } from '../api/get-market-products.ts';

/** Hot loans: the market's products (/loan/product/list-market, no login needed) with their costs. */
export function HotLoans() {
  const { t, language } = useLoansI18n();
  const products = useLoaded(`hot:${language}`, async () => (await getMarketProducts()).data.products);
  // While they load, their room is kept so that what follows does not jump down (layout shift).
  if (!products.data && !products.error) return <HotLoansPending />;
  if (!products.data || products.data.length === 0) return null;
  return (
    <section className="home-card" aria-labelledby="home-hot-title">
      <h2 id="home-hot-title" className="home-status-title">
        {t('hot.title')}
      </h2>
      <ul className="home-cards">
        {products.data.map((product) => (
          <ProductCard key={product.productId} product={product} />
        ))}
      </ul>
    </section>
  );
}

/** The room the hot loans take, held empty until they arrive (home's Suspense fallback is the same). */
function HotLoansPending() {
  return <div className="home-hot-pending" />;
}

function ProductCard({ product }: { product: ProductView }) {
  const { t, language } = useLoansI18n();
  const money = (amount: number) => formatAmount(amount, product.currency, language, { whole: true });
  const percent = (rate: number) => formatPercent(rate, product.currency, language);
  const facts: [string, string][] = [
    [t('hot.amount'), t('hot.amountRange', { min: money(product.minAmount), max: money(product.maxAmount) })],
    [t('hot.tenor'), t('hot.tenorDays', { days: product.tenorDays, phases: product.phases })],
    [t('hot.interest'), t('hot.perDay', { rate: percent(product.interestRatePerDay) })],
    [t(annualCostNameKey(product.annualCostName)), percent(product.annualCost)],
  ];
  return (
    <li className="home-product">
      <h3 className="home-product-name">{product.name}</h3>
      <dl className="home-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="home-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="home-legend">
        {t(annualCostKey(product.annualCostName), { rate: percent(product.annualCost) })}
      </p>
    </li>
  );
}
