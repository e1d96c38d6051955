import { MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { statusSql } from '../../orders/status-sql.ts';
import type { ReportTable } from './report-csv.ts';
import { int, reportRows } from './report-sql.ts';

/** Money nobody has settled yet, by kind: what the console's finance screens start from. */
export interface MoneyLine {
  item:
    | 'unmatchedDeposits'
    | 'returnedDeposits'
    | 'heldCredit'
    | 'creditReturnsOnTheirWay'
    | 'creditReturnsFailed'
    | 'unconfirmedPayments'
    | 'stpDifferencesOpen';
  count: number;
  amount: number;
  /** When the oldest of them arrived (ISO instant), if they have a date. */
  oldest: string | null;
}

/** Work waiting for staff, by queue, and how much of it is past its deadline where one exists. */
export interface QueueLine {
  queue: 'proofsOfPayment' | 'failedPayouts' | 'returnedPayouts' | 'heldApplications' | 'stpAccountsRefused';
  count: number;
  overdue: number;
  oldest: string | null;
}

export interface UnmatchedReport {
  market: MarketId;
  currency: string;
  at: string;
  money: MoneyLine[];
  queues: QueueLine[];
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string).toISOString();
}

/**
 * Unmatched money and open queues of one market, counted straight from the tables that hold them
 * (no queue registry exists yet): deposits matched to nobody or sent back (incoming_payments),
 * credit held for borrowers (their `overpayment` entries), credit returns on their way or failed,
 * notifications the provider would not confirm, STP differences not resolved (Mexico only);
 * proofs of payment waiting (late past their 48-hour promise), failed and returned payouts of orders
 * still waiting, applications held for an operator, CLABEs STP refused. Currencies tell markets apart
 * where a table has no order.
 */
export async function unmatchedReport(db: Db, market: MarketId, now: Date): Promise<UnmatchedReport> {
  const currency = MARKETS[market].currency;
  const mexico = market === 'MX';
  const [row] = await reportRows(
    db,
    sql`
      select
        (select count(*) from incoming_payments where status = 'unmatched' and currency = ${currency})::int as unmatched_n,
        (select coalesce(sum(amount), 0) from incoming_payments where status = 'unmatched' and currency = ${currency})::bigint as unmatched_amount,
        (select min(received_at) from incoming_payments where status = 'unmatched' and currency = ${currency}) as unmatched_oldest,
        (select count(*) from incoming_payments where status = 'returned' and currency = ${currency})::int as returned_n,
        (select coalesce(sum(amount), 0) from incoming_payments where status = 'returned' and currency = ${currency})::bigint as returned_amount,
        (select count(*) from (
          select o.user_id from ledger_entries e join loan_orders o on o.id = e.order_id
          where e.kind = 'overpayment' and o.market = ${market}
          group by o.user_id having sum(e.amount) < 0) h)::int as held_n,
        (select coalesce(-sum(e.amount), 0) from ledger_entries e join loan_orders o on o.id = e.order_id
          where e.kind = 'overpayment' and o.market = ${market})::bigint as held_amount,
        (select count(*) from credit_returns where status in ('queued', 'sending', 'sent') and currency = ${currency})::int as returning_n,
        (select coalesce(sum(amount), 0) from credit_returns where status in ('queued', 'sending', 'sent') and currency = ${currency})::bigint as returning_amount,
        (select min(requested_at) from credit_returns where status in ('queued', 'sending', 'sent') and currency = ${currency}) as returning_oldest,
        (select count(*) from credit_returns where status = 'failed' and currency = ${currency})::int as return_failed_n,
        (select coalesce(sum(amount), 0) from credit_returns where status = 'failed' and currency = ${currency})::bigint as return_failed_amount,
        (select count(*) from payment_confirmations where status in ('unknown', 'mismatch', 'waiting')
          and payment->>'currency' = ${currency})::int as unconfirmed_n,
        (select coalesce(sum((payment->>'amount')::bigint), 0) from payment_confirmations
          where status in ('unknown', 'mismatch', 'waiting') and payment->>'currency' = ${currency})::bigint as unconfirmed_amount,
        (select min(received_at) from payment_confirmations where status in ('unknown', 'mismatch', 'waiting')
          and payment->>'currency' = ${currency}) as unconfirmed_oldest,
        (select count(*) from stp_differences where resolved_at is null and ${mexico})::int as stp_n,
        (select coalesce(sum(amount), 0) from stp_differences where resolved_at is null and ${mexico})::bigint as stp_amount,
        (select min(found_at) from stp_differences where resolved_at is null and ${mexico}) as stp_oldest,
        (select count(*) from payment_vouchers where status = 'pending' and currency = ${currency})::int as proofs_n,
        (select count(*) from payment_vouchers where status = 'pending' and currency = ${currency}
          and feedback_due_at < ${now})::int as proofs_late,
        (select min(submitted_at) from payment_vouchers where status = 'pending' and currency = ${currency}) as proofs_oldest,
        (select count(*) from loan_orders o where o.market = ${market} and o.status = ${statusSql(ORDER_STATUS.PayFail)}
          and exists (select 1 from payouts p where p.order_id = o.id and p.status = 'failed'))::int as payouts_failed_n,
        (select min(o.updated_at) from loan_orders o where o.market = ${market} and o.status = ${statusSql(ORDER_STATUS.PayFail)}
          and exists (select 1 from payouts p where p.order_id = o.id and p.status = 'failed')) as payouts_failed_oldest,
        (select count(distinct p.order_id) from payouts p join loan_orders o on o.id = p.order_id
          where p.status = 'returned' and o.market = ${market})::int as payouts_returned_n,
        (select count(*) from loan_orders o where o.market = ${market} and o.status = ${statusSql(ORDER_STATUS.Applying)}
          and o.held_at is not null)::int as held_apps_n,
        (select min(o.held_at) from loan_orders o where o.market = ${market} and o.status = ${statusSql(ORDER_STATUS.Applying)}
          and o.held_at is not null) as held_apps_oldest,
        (select count(*) from stp_cuentas where status = 'refused' and ${mexico})::int as stp_refused_n`,
  );
  const r = row ?? {};
  return {
    market,
    currency,
    at: now.toISOString(),
    money: [
      {
        item: 'unmatchedDeposits',
        count: int(r.unmatched_n),
        amount: int(r.unmatched_amount),
        oldest: iso(r.unmatched_oldest),
      },
      { item: 'returnedDeposits', count: int(r.returned_n), amount: int(r.returned_amount), oldest: null },
      { item: 'heldCredit', count: int(r.held_n), amount: int(r.held_amount), oldest: null },
      {
        item: 'creditReturnsOnTheirWay',
        count: int(r.returning_n),
        amount: int(r.returning_amount),
        oldest: iso(r.returning_oldest),
      },
      {
        item: 'creditReturnsFailed',
        count: int(r.return_failed_n),
        amount: int(r.return_failed_amount),
        oldest: null,
      },
      {
        item: 'unconfirmedPayments',
        count: int(r.unconfirmed_n),
        amount: int(r.unconfirmed_amount),
        oldest: iso(r.unconfirmed_oldest),
      },
      {
        item: 'stpDifferencesOpen',
        count: int(r.stp_n),
        amount: int(r.stp_amount),
        oldest: iso(r.stp_oldest),
      },
    ],
    queues: [
      {
        queue: 'proofsOfPayment',
        count: int(r.proofs_n),
        overdue: int(r.proofs_late),
        oldest: iso(r.proofs_oldest),
      },
      {
        queue: 'failedPayouts',
        count: int(r.payouts_failed_n),
        overdue: 0,
        oldest: iso(r.payouts_failed_oldest),
      },
      { queue: 'returnedPayouts', count: int(r.payouts_returned_n), overdue: 0, oldest: null },
      { queue: 'heldApplications', count: int(r.held_apps_n), overdue: 0, oldest: iso(r.held_apps_oldest) },
      { queue: 'stpAccountsRefused', count: int(r.stp_refused_n), overdue: 0, oldest: null },
    ],
  };
}

export function unmatchedTable(report: UnmatchedReport): ReportTable {
  return {
    columns: ['kind', 'item', 'count', 'amount_minor', 'overdue', 'oldest'],
    rows: [
      ...report.money.map((m) => ['money', m.item, m.count, m.amount, null, m.oldest]),
      ...report.queues.map((q) => ['queue', q.queue, q.count, null, q.overdue, q.oldest]),
    ],
  };
}
