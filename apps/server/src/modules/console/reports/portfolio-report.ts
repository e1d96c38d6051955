import { MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { statusList, statusSql } from '../../orders/status-sql.ts';
import type { ReportTable } from './report-csv.ts';
import { basisPoints, int, reportRows } from './report-sql.ts';

/** Days past due at which portfolio at risk is measured: PAR N counts loans more than N days late. */
export const PAR_DAYS = [1, 7, 30, 90] as const;

/** Delinquency buckets by days past due, both ends included (`to` null: no upper end). */
export const BUCKETS = [
  { key: 'current', from: 0, to: 0 },
  { key: '1-7', from: 1, to: 7 },
  { key: '8-30', from: 8, to: 30 },
  { key: '31-60', from: 31, to: 60 },
  { key: '61-90', from: 61, to: 90 },
  { key: '90+', from: 91, to: null },
] as const;

export interface PortfolioReport {
  market: MarketId;
  currency: string;
  /** The business date the days past due are counted to (the market's today). */
  asOf: string;
  loans: number;
  /** Principal still owed on every open loan, minor units. */
  outstanding: number;
  par: { days: number; loans: number; outstanding: number; basisPoints: number }[];
  buckets: { bucket: string; loans: number; outstanding: number; basisPoints: number }[];
}

const OPEN = statusList([ORDER_STATUS.Repaying, ORDER_STATUS.Overdued]);
const OVERDUE = statusSql(ORDER_STATUS.Overdued);

/**
 * Portfolio at risk and delinquency buckets over the market's open loans (Repaying, Overdued), in
 * one statement:
 * - outstanding principal per loan from the ledger: principal charged (less reversals) less the
 *   credits that settled principal, read through the partial index ledger_entries_principal_idx;
 * - days past due only for loans close of business marked Overdued (a Repaying loan has nothing
 *   overdue): the oldest phase the credits do not cover, as close of business reckons it (payments
 *   settle the earliest phase first, so cumulative phase totals against the sum paid are enough);
 *   counted to `asOf`, a phase due that day not yet late.
 */
export async function portfolioReport(db: Db, market: MarketId, asOf: string): Promise<PortfolioReport> {
  const bucketCases = sql.join(
    BUCKETS.map((b) =>
      b.to === null
        ? sql`when dpd >= ${sql.raw(String(b.from))} then ${b.key}`
        : sql`when dpd <= ${sql.raw(String(b.to))} then ${b.key}`,
    ),
    sql` `,
  );
  const parColumns = sql.join(
    PAR_DAYS.map(
      (n) =>
        sql`count(*) filter (where dpd > ${sql.raw(String(n))})::int as ${sql.raw(`par${n}_loans`)},
          coalesce(sum(outstanding) filter (where dpd > ${sql.raw(String(n))}), 0)::bigint as ${sql.raw(`par${n}_outstanding`)}`,
    ),
    sql`, `,
  );
  const rows = await reportRows(
    db,
    sql`
      with open_loans as (
        select o.id, o.status from loan_orders o
        where o.market = ${market} and o.status in ${OPEN}
      ),
      principal as (
        select e.order_id, sum(e.amount)::bigint as outstanding
        from ledger_entries e
        join open_loans l on l.id = e.order_id
        where (e.kind = 'principal' or e.applies_to = 'principal')
        group by e.order_id
      ),
      paid as (
        select e.order_id, -sum(e.amount)::bigint as paid
        from ledger_entries e
        join open_loans l on l.id = e.order_id and l.status = ${OVERDUE}
        where e.kind in ('repayment', 'coupon')
          and (e.applies_to is null or e.applies_to not in ('penalty', 'rolloverFee', 'rolloverTax'))
        group by e.order_id
      ),
      phases as (
        select p.order_id, p.due_date,
          sum(p.total) over (partition by p.order_id order by p.phase)::bigint as through
        from loan_phases p
        join open_loans l on l.id = p.order_id and l.status = ${OVERDUE}
      ),
      oldest as (
        select ph.order_id, min(ph.due_date) as due_date
        from phases ph
        left join paid pd on pd.order_id = ph.order_id
        where ph.through > coalesce(pd.paid, 0)
        group by ph.order_id
      ),
      loans as (
        select coalesce(pr.outstanding, 0) as outstanding,
          greatest(0, coalesce(${asOf}::date - od.due_date, 0)) as dpd
        from open_loans l
        left join principal pr on pr.order_id = l.id
        left join oldest od on od.order_id = l.id
      ),
      bucketed as (
        select case ${bucketCases} end as bucket, dpd, outstanding from loans
      )
      select 'total' as bucket, count(*)::int as loans, coalesce(sum(outstanding), 0)::bigint as outstanding,
        ${parColumns}
      from bucketed
      union all
      select bucket, count(*)::int, coalesce(sum(outstanding), 0)::bigint, ${sql.join(
        PAR_DAYS.map(() => sql`0, 0`),
        sql`, `,
      )}
      from bucketed group by bucket`,
  );
  const total = rows.find((r) => r.bucket === 'total') ?? {};
  const outstanding = int(total.outstanding);
  return {
    market,
    currency: MARKETS[market].currency,
    asOf,
    loans: int(total.loans),
    outstanding,
    par: PAR_DAYS.map((n) => {
      const atRisk = int(total[`par${n}_outstanding`]);
      return {
        days: n,
        loans: int(total[`par${n}_loans`]),
        outstanding: atRisk,
        basisPoints: basisPoints(atRisk, outstanding),
      };
    }),
    buckets: BUCKETS.map((b) => {
      const row = rows.find((r) => r.bucket === b.key);
      const amount = int(row?.outstanding);
      return {
        bucket: b.key,
        loans: int(row?.loans),
        outstanding: amount,
        basisPoints: basisPoints(amount, outstanding),
      };
    }),
  };
}

export function portfolioTable(report: PortfolioReport): ReportTable {
  return {
    columns: ['as_of', 'measure', 'loans', 'outstanding_principal_minor', 'share_basis_points'],
    rows: [
      [report.asOf, 'all open loans', report.loans, report.outstanding, report.loans > 0 ? 10_000 : 0],
      ...report.par.map((p) => [report.asOf, `PAR ${p.days}`, p.loans, p.outstanding, p.basisPoints]),
      ...report.buckets.map((b) => [
        report.asOf,
        `days past due ${b.bucket}`,
        b.loans,
        b.outstanding,
        b.basisPoints,
      ]),
    ],
  };
}
