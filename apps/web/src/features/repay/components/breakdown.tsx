import { formatAmount, type RepaymentDetailView } from '@puente/domain';
import { BREAKDOWN_LINES, breakdownKey } from '../../../i18n/repay/keys.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';

/**
 * What is still owed, by kind, and the total to pay off. Lines at zero are left out, except the
 * principal; the coupon is a discount, shown as a negative amount.
 */
export function Breakdown({ detail }: { detail: RepaymentDetailView }) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, detail.currency, language);
  const lines = BREAKDOWN_LINES.filter((line) => line === 'principal' || detail.breakdown[line] !== 0);
  return (
    <section className="ui-card" aria-labelledby="rp-breakdown-title">
      <h2 id="rp-breakdown-title" className="ui-card-title">
        {t('breakdown.title')}
      </h2>
      <dl className="ui-facts">
        {lines.map((line) => (
          <div key={line} className="ui-fact">
            <dt>{t(breakdownKey(line))}</dt>
            <dd>{money(line === 'coupon' ? -detail.breakdown.coupon : detail.breakdown[line])}</dd>
          </div>
        ))}
        <div className="ui-fact ui-fact-strong">
          <dt>{t('breakdown.total')}</dt>
          <dd>{money(detail.totalOwed)}</dd>
        </div>
      </dl>
    </section>
  );
}
