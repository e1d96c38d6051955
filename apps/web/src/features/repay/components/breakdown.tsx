import { formatAmount, type RepaymentDetailView } from '@puente/domain';
import { BREAKDOWN_LINES, breakdownKey } from '../../../i18n/repay/keys.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';

/**
 * What is still owed, by kind, and the total to pay off: the lines add up to the total. Lines at
 * zero are left out, except the principal. A coupon is already taken off the interest line, so it
 * is said once, under the total, and never subtracted a second time.
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
            <dd>{money(detail.breakdown[line])}</dd>
          </div>
        ))}
        <div className="ui-fact ui-fact-strong">
          <dt>{t('breakdown.total')}</dt>
          <dd>{money(detail.totalOwed)}</dd>
        </div>
      </dl>
      {detail.breakdown.coupon > 0 ? (
        <p className="ui-muted">{t('breakdown.couponNote', { amount: money(detail.breakdown.coupon) })}</p>
      ) : null}
    </section>
  );
}
