import { addDays } from '@puente/domain';
import { type SQL, sql } from 'drizzle-orm';
import { REPAYABLE_STATUSES, statusList } from '../../orders/orders-service.ts';

/** Days from the business date to a phase's due date, and the message each calls for (issue 21). */
export const REMINDER_OFFSETS = [
  { days: 3, kind: 'reminder.due3' },
  { days: 1, kind: 'reminder.due1' },
  { days: 0, kind: 'reminder.due0' },
  { days: -1, kind: 'overdue.day1' },
  { days: -3, kind: 'overdue.day3' },
  { days: -7, kind: 'overdue.day7' },
] as const;

export interface ReminderRun {
  market: string;
  businessDate: string;
  /** When the run happens; the messages' created_at. */
  at: Date;
  /** When the deliveries may go: the next opening of the market's contact window (decision 060). */
  notBefore: Date;
  /** Whether WhatsApp is offered: a borrower who chose it gets a WhatsApp delivery beside the SMS. */
  whatsappOffered: boolean;
}

/**
 * One market's reminders and overdue notices for one business date, in one set-based statement:
 * - the phases of open loans due 3, 1 and 0 days ahead or 1, 3 and 7 days behind, read through
 *   loan_phases_due_idx (six dates, not every loan);
 * - what each still asks for: the phases due up to that phase's date (or today, for an overdue one)
 *   each net of the coupon given on it, as the schedule shows them, less every repayment towards
 *   them (ledger_entries_cob_idx), plus the penalty not yet paid; a phase whose schedule is paid
 *   gets nothing;
 * - each written as a message keyed `<kind>:<order>:<phase>:<due date>` (a second run or a second
 *   instance inserts nothing) and, for each message written, its SMS (and WhatsApp where chosen)
 *   to the borrower's own number, pending until `notBefore`.
 * `amount` is minor units: for an overdue notice, paying it stops the penalty.
 */
export function remindersSql(run: ReminderRun): SQL {
  const offsets = sql.join(
    REMINDER_OFFSETS.map((o) => sql`(${addDays(run.businessDate, o.days)}::date, ${o.kind}::text)`),
    sql`, `,
  );
  const today = sql`${run.businessDate}::date`;
  return sql`
    with offsets (due_date, kind) as (values ${offsets}),
    phases as (
      select p.order_id, p.phase, p.due_date, f.kind, o.user_id, o.order_no
      from offsets f
      join loan_phases p on p.due_date = f.due_date
      join loan_orders o on o.id = p.order_id
      where o.market = ${run.market} and o.status in ${statusList(REPAYABLE_STATUSES)}
    ),
    credits as (
      select e.order_id,
        coalesce(-sum(e.amount) filter (
          where e.kind = 'repayment'
            and (e.applies_to is null or e.applies_to not in ('penalty', 'rolloverFee', 'rolloverTax'))
        ), 0)::bigint as paid,
        coalesce(sum(e.amount) filter (
          where e.kind = 'penalty' or (e.kind in ('repayment', 'coupon') and e.applies_to = 'penalty')
        ), 0)::bigint as penalty_left
      from ledger_entries e
      where e.order_id in (select order_id from phases)
        and e.kind in ('repayment', 'coupon', 'penalty')
      group by e.order_id
    ),
    -- A coupon shrinks the phase it was given on, as the schedule shows it (orders/order-view.ts):
    -- never an earlier phase's amount.
    coupons as (
      select e.order_id, e.phase, -sum(e.amount)::bigint as taken
      from ledger_entries e
      where e.order_id in (select order_id from phases) and e.kind = 'coupon'
        and (e.applies_to is null or e.applies_to <> 'penalty')
      group by e.order_id, e.phase
    ),
    owed as (
      select ph.*,
        (select sum(q.total - coalesce(k.taken, 0)) from loan_phases q
          left join coupons k on k.order_id = q.order_id and k.phase = q.phase
          where q.order_id = ph.order_id and q.due_date <= greatest(ph.due_date, ${today}))::bigint
          - coalesce(c.paid, 0) as unpaid,
        greatest(coalesce(c.penalty_left, 0), 0) as penalty_left
      from phases ph
      left join credits c on c.order_id = ph.order_id
    ),
    written as (
      insert into messages (user_id, market, kind, event_key, order_id, params, created_at)
      select user_id, ${run.market}, kind,
        kind || ':' || order_id || ':' || phase || ':' || to_char(due_date, 'YYYY-MM-DD'),
        order_id,
        jsonb_build_object('amount', unpaid + penalty_left, 'dueDate', to_char(due_date, 'YYYY-MM-DD'),
          'orderNo', order_no, 'phase', phase),
        ${run.at}
      from owed
      where unpaid > 0
      on conflict (event_key) do nothing
      returning id, user_id
    ),
    queued as (
      insert into message_deliveries (message_id, user_id, channel, to_e164, status, not_before)
      select w.id, w.user_id, ch.channel, u.e164, 'pending', ${run.notBefore}
      from written w
      join users u on u.id = w.user_id
      left join message_preferences mp on mp.user_id = w.user_id
      cross join (values ('sms'), ('whatsapp')) ch (channel)
      where ch.channel = 'sms' or (${run.whatsappOffered}::boolean and coalesce(mp.whatsapp, false))
      returning 1
    )
    select (select count(*) from written)::int as written, (select count(*) from queued)::int as queued`;
}
