import { MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { statusList } from '../../orders/status-sql.ts';
import type { ReportTable } from './report-csv.ts';
import { basisPoints, int, reportRows } from './report-sql.ts';

export interface RatesRow {
  month: string;
  /** By the month of application (the market's clock). */
  applications: number;
  approved: number;
  rejected: number;
  /** Approved of those decided, basis points. */
  approvalBasisPoints: number;
  /** By the month the money was sent: loans whose first phase fell due before the report's date. */
  firstDue: number;
  /** Of those, loans whose first phase was not covered on its due date. */
  firstPaymentDefaults: number;
  firstPaymentDefaultBasisPoints: number;
}

export interface RatesReport {
  market: MarketId;
  currency: string;
  asOf: string;
  from: string;
  to: string;
  months: RatesRow[];
}

const DISBURSED = statusList([ORDER_STATUS.Repaying, ORDER_STATUS.Overdued, ORDER_STATUS.Finish]);

/**
 * Approval rate by month of application (approved and rejected as order events record the
 * decision, held applications approved by an operator included), and first-payment default by
 * month of disbursement: the first phase not covered by the credits booked on or before its due date.
 */
export async function ratesReport(
  db: Db,
  market: MarketId,
  months: { from: string; to: string; firstDay: string; endDay: string },
  asOf: string,
): Promise<RatesReport> {
  const timeZone = MARKETS[market].timeZone;
  const rows = await reportRows(
    db,
    sql`
      with applied as (
        select to_char(o.applied_at at time zone ${timeZone}, 'YYYY-MM') as month,
          exists (select 1 from order_events v where v.order_id = o.id and v.reason = 'approved') as approved,
          exists (select 1 from order_events v where v.order_id = o.id and v.reason = 'rejected') as rejected
        from loan_orders o
        where o.market = ${market}
          and o.applied_at >= (${months.firstDay}::timestamp at time zone ${timeZone})
          and o.applied_at < (${months.endDay}::timestamp at time zone ${timeZone})
      ),
      decisions as (
        select month, count(*)::int as applications, count(*) filter (where approved)::int as approved,
          count(*) filter (where rejected and not approved)::int as rejected
        from applied group by month
      ),
      first_phase as (
        select to_char(o.start_date, 'YYYY-MM') as month, p.order_id, p.total, p.due_date
        from loan_orders o
        join loan_phases p on p.order_id = o.id and p.phase = 1
        where o.market = ${market} and o.status in ${DISBURSED}
          and o.start_date >= ${months.firstDay}::date and o.start_date < ${months.endDay}::date
          and p.due_date < ${asOf}::date
      ),
      defaults as (
        select f.month, count(*)::int as first_due,
          count(*) filter (where f.total > coalesce((
            select -sum(e.amount) from ledger_entries e
            where e.order_id = f.order_id and e.kind in ('repayment', 'coupon')
              and (e.applies_to is null or e.applies_to not in ('penalty', 'rolloverFee', 'rolloverTax'))
              and e.business_date <= f.due_date
          ), 0))::int as defaults
        from first_phase f group by f.month
      ),
      months as (
        select to_char(m, 'YYYY-MM') as month
        from generate_series(${months.firstDay}::date, ${months.endDay}::date - 1, interval '1 month') m
      )
      select m.month, d.applications, d.approved, d.rejected, f.first_due, f.defaults
      from months m
      left join decisions d on d.month = m.month
      left join defaults f on f.month = m.month
      order by m.month`,
  );
  return {
    market,
    currency: MARKETS[market].currency,
    asOf,
    from: months.from,
    to: months.to,
    months: rows.map((r) => {
      const approved = int(r.approved);
      const rejected = int(r.rejected);
      const firstDue = int(r.first_due);
      const defaults = int(r.defaults);
      return {
        month: String(r.month),
        applications: int(r.applications),
        approved,
        rejected,
        approvalBasisPoints: basisPoints(approved, approved + rejected),
        firstDue,
        firstPaymentDefaults: defaults,
        firstPaymentDefaultBasisPoints: basisPoints(defaults, firstDue),
      };
    }),
  };
}

export function ratesTable(report: RatesReport): ReportTable {
  return {
    columns: [
      'month',
      'applications',
      'approved',
      'rejected',
      'approval_basis_points',
      'first_phase_due',
      'first_payment_defaults',
      'first_payment_default_basis_points',
    ],
    rows: report.months.map((m) => [
      m.month,
      m.applications,
      m.approved,
      m.rejected,
      m.approvalBasisPoints,
      m.firstDue,
      m.firstPaymentDefaults,
      m.firstPaymentDefaultBasisPoints,
    ]),
  };
}
