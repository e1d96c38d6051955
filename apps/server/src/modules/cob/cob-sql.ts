import { LOAN_PRODUCTS, type LoanProduct } from '@puente/domain';
import { type SQL, sql } from 'drizzle-orm';
import { REPAYABLE_STATUSES, setTransition, statusList, statusSql } from '../orders/orders-service.ts';

const PAST_DUE = setTransition('pastDue');

/**
 * Closes one business date of one market in a single set-based statement:
 * - what is overdue at the end of the date, per open order: the phases due on or before it, less
 *   every credit (repayment, coupon) dated on or before it — payments settle the earliest phase
 *   first, so the sums are enough (read through the partial index ledger_entries_cob_idx);
 * - orders with something overdue move as ORDER_TRANSITIONS' `pastDue` allows (Repaying to
 *   Overdued), each with its order event;
 * - every order with something overdue is charged that day's penalty, as the domain's
 *   `penaltyForDay` computes it: the daily rate on what is overdue rounded half up, never taking the
 *   total over the cap, a share of the amount lent (`penaltyCap`). Its ref is the date, so closing a
 *   date twice charges nothing twice.
 * A loan whose payout the receiving bank sent back after something was paid on it waits for an
 * operator (decision 046): the borrower may never have had the money, so it is neither moved
 * overdue nor charged while its payout is `returned`.
 * An order's penalty rates are those of the product version it was priced with (its quote's
 * `terms`, decision 056); orders from before versions take the code's, which arrive as a VALUES list.
 */
export function closeDateSql(
  market: string,
  businessDate: string,
  at: Date,
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): SQL {
  const rates = sql.join(
    products.map((p) => sql`(${p.id}::text, ${p.penaltyPpmPerDay}::bigint, ${p.penaltyCapPpm}::bigint)`),
    sql`, `,
  );
  const date = sql`${businessDate}::date`;
  // sum() of bigint is numeric in PostgreSQL: every sum is cast back, so that `/` below is the
  // integer division the half-up rounding needs.
  return sql`
    with rates (product_id, penalty_ppm, cap_ppm) as (values ${rates}),
    due as (
      select o.id, o.status, o.amount,
        coalesce((o.quote #>> '{terms,penaltyPpmPerDay}')::bigint, r.penalty_ppm) as penalty_ppm,
        coalesce((o.quote #>> '{terms,penaltyCapPpm}')::bigint, r.cap_ppm) as cap_ppm,
        sum(p.total)::bigint as due_total
      from loan_orders o
      join rates r on r.product_id = o.product_id
      join loan_phases p on p.order_id = o.id and p.due_date <= ${date}
      where o.market = ${market} and o.status in ${statusList(REPAYABLE_STATUSES)}
        and not exists (select 1 from payouts r where r.order_id = o.id and r.status = 'returned')
      group by o.id, o.status, o.amount, r.penalty_ppm, r.cap_ppm
    ),
    moved as (
      select e.order_id,
        coalesce(-sum(e.amount) filter (
          where e.kind in ('repayment', 'coupon') and e.business_date <= ${date}
            and (e.applies_to is null or e.applies_to not in ('penalty', 'rolloverFee', 'rolloverTax'))
        ), 0)::bigint as paid,
        coalesce(sum(e.amount) filter (where e.kind = 'penalty' and e.business_date < ${date}), 0)::bigint as penalty_so_far
      from ledger_entries e
      join due d on d.id = e.order_id
      where e.kind in ('repayment', 'coupon', 'penalty')
      group by e.order_id
    ),
    overdue as (
      select d.id, d.status,
        least(
          (2 * (d.due_total - coalesce(m.paid, 0)) * d.penalty_ppm + 1000000) / 2000000,
          greatest(0, (2 * d.amount * d.cap_ppm + 1000000) / 2000000 - coalesce(m.penalty_so_far, 0))
        ) as penalty
      from due d
      left join moved m on m.order_id = d.id
      where d.due_total - coalesce(m.paid, 0) > 0
    ),
    marked as (
      update loan_orders o
      set status = ${statusSql(PAST_DUE.to)}, updated_at = ${at}
      from overdue v
      where o.id = v.id and v.status in ${statusList(PAST_DUE.from)} and o.status = v.status
      returning o.id, v.status as from_status
    ),
    events as (
      insert into order_events (order_id, from_status, to_status, reason, at)
      select id, from_status, ${statusSql(PAST_DUE.to)}, ${PAST_DUE.reason}, ${at} from marked
    ),
    penalties as (
      -- In order id order: the inserts walk the indexes on order_id in order rather than at random.
      insert into ledger_entries (order_id, kind, amount, phase, business_date, at, ref)
      select id, 'penalty', penalty, null, ${date}, ${at}, ${businessDate}::text
      from overdue
      where penalty > 0
      order by id
      on conflict (order_id, kind, ref) do nothing
      returning 1
    )
    select (select count(*) from marked)::int as marked, (select count(*) from penalties)::int as penalties`;
}

/**
 * Memory for the statement's hash joins and aggregates over every open loan, for this transaction
 * only: without it PostgreSQL's default (4 MB) sends them to disk.
 */
export const COB_WORK_MEM = sql`set local work_mem = '256MB'`;
