import { MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { statusList } from '../../orders/status-sql.ts';
import type { ReportTable } from './report-csv.ts';
import { basisPoints, int, reportRows } from './report-sql.ts';

/** Months on book a curve is drawn to, at most. */
export const MAX_MONTHS_ON_BOOK = 24;
/** Days past due that make a loan count as bad on a curve. */
export const VINTAGE_DAYS_PAST_DUE = 30;

export interface VintagePoint {
  monthOnBook: number;
  /** Loans of the cohort that have been on book this long by the report's date. */
  loans: number;
  amount: number;
  /** Of those, loans that had been 30 or more days past due by then ("ever 30+"). */
  bad: number;
  badAmount: number;
  basisPoints: number;
  amountBasisPoints: number;
}

export interface VintageReport {
  market: MarketId;
  currency: string;
  asOf: string;
  from: string;
  to: string;
  cohorts: { month: string; loans: number; amount: number; points: VintagePoint[] }[];
}

/** Loans whose money was sent (a start undone by a returned payout is not a loan on book). */
const DISBURSED = statusList([ORDER_STATUS.Repaying, ORDER_STATUS.Overdued, ORDER_STATUS.Finish]);

/**
 * Vintage curves: loans grouped by the month their money was sent (start date, the market's
 * business date), and for each month on book k the share of them, by count and by amount lent,
 * that had been 30 or more days past due by start + k months. A loan became 30 days past due on
 * the 30th day after a phase fell due if the credits booked by then did not cover the phases due
 * up to it (payments settle the earliest phase first, as close of business reckons).
 */
export async function vintageReport(
  db: Db,
  market: MarketId,
  months: { from: string; to: string; firstDay: string; endDay: string },
  asOf: string,
): Promise<VintageReport> {
  const late = sql.raw(String(VINTAGE_DAYS_PAST_DUE));
  const rows = await reportRows(
    db,
    sql`
      with loans as (
        select o.id, o.amount, o.start_date, to_char(o.start_date, 'YYYY-MM') as cohort
        from loan_orders o
        where o.market = ${market} and o.status in ${DISBURSED}
          and o.start_date >= ${months.firstDay}::date and o.start_date < ${months.endDay}::date
      ),
      phases as (
        select p.order_id, p.due_date,
          sum(p.total) over (partition by p.order_id order by p.phase)::bigint as through
        from loan_phases p join loans l on l.id = p.order_id
      ),
      went_bad as (
        select ph.order_id, min(ph.due_date + ${late}) as on_date
        from phases ph
        where ph.due_date + ${late} <= ${asOf}::date
          and ph.through > coalesce((
            select -sum(e.amount) from ledger_entries e
            where e.order_id = ph.order_id and e.kind in ('repayment', 'coupon')
              and (e.applies_to is null or e.applies_to not in ('penalty', 'rolloverFee', 'rolloverTax'))
              and e.business_date <= ph.due_date + ${late}
          ), 0)
        group by ph.order_id
      ),
      on_book as (
        select l.cohort, k as mob, l.amount, (w.on_date <= (l.start_date + k * interval '1 month')::date) as bad
        from loans l
        cross join generate_series(1, ${MAX_MONTHS_ON_BOOK}) k
        left join went_bad w on w.order_id = l.id
        where (l.start_date + k * interval '1 month')::date <= ${asOf}::date
      )
      select cohort, 0 as mob, count(*)::int as loans, sum(amount)::bigint as amount, 0 as bad, 0::bigint as bad_amount
      from loans group by cohort
      union all
      select cohort, mob, count(*)::int, sum(amount)::bigint,
        count(*) filter (where bad)::int, coalesce(sum(amount) filter (where bad), 0)::bigint
      from on_book group by cohort, mob
      order by 1, 2`,
  );
  const cohorts = new Map<string, VintageReport['cohorts'][number]>();
  for (const r of rows) {
    const month = String(r.cohort);
    if (int(r.mob) === 0) {
      cohorts.set(month, { month, loans: int(r.loans), amount: int(r.amount), points: [] });
      continue;
    }
    const loans = int(r.loans);
    const amount = int(r.amount);
    const bad = int(r.bad);
    const badAmount = int(r.bad_amount);
    cohorts.get(month)?.points.push({
      monthOnBook: int(r.mob),
      loans,
      amount,
      bad,
      badAmount,
      basisPoints: basisPoints(bad, loans),
      amountBasisPoints: basisPoints(badAmount, amount),
    });
  }
  return {
    market,
    currency: MARKETS[market].currency,
    asOf,
    from: months.from,
    to: months.to,
    cohorts: [...cohorts.values()],
  };
}

export function vintageTable(report: VintageReport): ReportTable {
  return {
    columns: [
      'disbursement_month',
      'month_on_book',
      'loans',
      'amount_minor',
      'bad_loans_30dpd',
      'bad_amount_minor',
      'bad_share_basis_points',
      'bad_amount_basis_points',
    ],
    rows: report.cohorts.flatMap((c) =>
      c.points.map((p) => [
        c.month,
        p.monthOnBook,
        p.loans,
        p.amount,
        p.bad,
        p.badAmount,
        p.basisPoints,
        p.amountBasisPoints,
      ]),
    ),
  };
}
