import type { QuoteView } from '@puente/domain';
import { formatAmount, formatDay, formatPercent } from '@puente/domain';
import type { ReactNode } from 'react';
import { annualCostKey, annualCostNameKey, interestTaxKey } from '../../../i18n/loans/keys.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { ScheduleTable } from './schedule-table.tsx';

/**
 * The key-facts box (issue 4): every figure of the loan, shown before anything is signed. The
 * figures are the service's (or, on the apply screen, the domain's preview of them).
 */
export function KeyFacts({
  quote,
  title,
  note,
  couponLabel,
}: {
  quote: QuoteView;
  title: string;
  note?: ReactNode;
  /** The label of the coupon line (the rewards catalogue's), shown when the quote carries a coupon. */
  couponLabel?: string;
}) {
  const { t, language } = useLoansI18n();
  const money = (amount: number) => formatAmount(amount, quote.currency, language);
  const percent = (rate: number) => formatPercent(rate, quote.currency, language);
  const rows: [label: string, value: string, strong?: boolean][] = [
    [t('facts.amount'), money(quote.loanAmount)],
    [t('facts.fee'), money(quote.fee)],
    [t('facts.tax'), money(quote.tax)],
    [t('facts.interest', { rate: percent(quote.interestRatePerDay) }), money(quote.interest)],
    // Said only where interest carries a tax (Mexico's IVA); the annual cost leaves it out there.
    ...(quote.interestTax > 0
      ? [
          [
            t(interestTaxKey(quote.currency), { rate: percent(quote.interestTaxRate) }),
            money(quote.interestTax),
          ] satisfies [string, string],
        ]
      : []),
    [t('facts.disbursed'), money(quote.disbursalAmount), true],
    ...(quote.coupon && couponLabel
      ? [[couponLabel, money(-quote.coupon.discount)] satisfies [string, string]]
      : []),
    [t('facts.totalRepay'), money(quote.totalRepay), true],
    [t('facts.dueDate'), formatDay(quote.dueDate, quote.currency, language)],
    [t('facts.tenor'), t('facts.tenorDays', { days: quote.tenorDays, phases: quote.schedule.length })],
    [t('facts.penalty'), t('facts.penaltyRate', { rate: percent(quote.penaltyRatePerDay) })],
    [t(annualCostNameKey(quote.annualCostName)), percent(quote.annualCost), true],
  ];
  return (
    <section className="ui-card ln-facts" aria-labelledby="ln-facts-title">
      <h2 id="ln-facts-title" className="ui-card-title">
        {title}
      </h2>
      {note}
      <dl className="ln-facts-list">
        {rows.map(([label, value, strong]) => (
          <div key={label} className={strong ? 'ln-fact ln-fact-strong' : 'ln-fact'}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ln-cost-legend">
        {t(annualCostKey(quote.annualCostName), { rate: percent(quote.annualCost) })}
      </p>
      <ScheduleTable
        currency={quote.currency}
        phases={quote.schedule.map((phase) => ({
          phase: phase.phase,
          dueDate: phase.dueDate,
          amount: phase.amount,
        }))}
      />
    </section>
  );
}
