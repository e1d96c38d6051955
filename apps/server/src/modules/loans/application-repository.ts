import { type LoanQuote, ORDER_STATUS } from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';
import { statusSql, wasLate } from '../orders/orders-service.ts';

/**
 * Applying is the busiest write of the service, so it takes two prepared statements in plain SQL:
 * one read of everything the checks need, and one insert of the order, its first event and the
 * audit line together. Neither needs a transaction around it: the insert is
 * one statement, and the one-open-order index settles any race with another application.
 */

const APPLYING = statusSql(ORDER_STATUS.Applying);
const FINISHED = statusSql(ORDER_STATUS.Finish);

export interface ApplyStanding {
  onboardingSubmitted: boolean;
  /** The national id this account owns (decision 038); null if another account owns the one on file. */
  personKey: string | null;
  latest: { status: number; retryAt: Date | null } | null;
  /** Loans repaid, split by whether they were ever overdue (the orders module's `wasLate`). */
  onTime: number;
  late: number;
  lastFinished: { productId: string; amount: number } | null;
}

export async function applyStanding(db: Db, userId: string): Promise<ApplyStanding> {
  const [row] = await executePrepared(
    db,
    'apply_standing',
    sql`
      select
        (select o.submitted_at is not null from onboarding o where o.user_id = ${userId}) as submitted,
        (select p.person_key from user_profiles p where p.user_id = ${userId}) as person_key,
        l.status as latest_status,
        (extract(epoch from l.retry_at) * 1000)::bigint::text as latest_retry_ms,
        h.finished,
        h.late,
        f.product_id as last_product_id,
        f.amount::text as last_amount
      from (select 1) as one
      left join lateral (
        select status, retry_at from loan_orders where user_id = ${userId} order by applied_at desc limit 1
      ) l on true
      left join lateral (
        select count(*)::int as finished,
               count(*) filter (where ${wasLate(sql`o.id`)})::int as late
        from loan_orders o where o.user_id = ${userId} and o.status = ${FINISHED}
      ) h on true
      left join lateral (
        select product_id, amount from loan_orders
        where user_id = ${userId} and status = ${FINISHED} order by applied_at desc limit 1
      ) f on true
    `,
  );
  const finished = Number(row?.finished ?? 0);
  const late = Number(row?.late ?? 0);
  return {
    onboardingSubmitted: row?.submitted === true,
    personKey: row?.person_key == null ? null : String(row.person_key),
    latest:
      row?.latest_status == null
        ? null
        : {
            status: Number(row.latest_status),
            retryAt: row.latest_retry_ms == null ? null : new Date(Number(row.latest_retry_ms)),
          },
    onTime: finished - late,
    late,
    lastFinished:
      row?.last_product_id == null
        ? null
        : { productId: String(row.last_product_id), amount: Number(row.last_amount) },
  };
}

export interface NewApplication {
  orderNo: string;
  userId: string;
  /** One open order per person too: `loan_orders_one_open_per_person` settles a race between accounts. */
  personKey: string;
  market: string;
  productId: string;
  amount: number;
  repeat: boolean;
  quote: LoanQuote;
  appliedAt: Date;
  decideAt: Date;
  ip: string;
}

/** The order (Applying), its first event and the audit line, in one statement. */
export async function insertApplication(db: Db, a: NewApplication): Promise<void> {
  const at = a.appliedAt.toISOString();
  const detail = JSON.stringify({ orderNo: a.orderNo, productId: a.productId, amount: a.amount });
  await executePrepared(
    db,
    'apply_insert',
    sql`
    with o as (
      insert into loan_orders
        (order_no, user_id, person_key, market, product_id, status, amount, repeat, quote, applied_at, decide_at, updated_at)
      values (${a.orderNo}, ${a.userId}, ${a.personKey}, ${a.market}, ${a.productId}, ${APPLYING}, ${a.amount}, ${a.repeat},
              ${JSON.stringify(a.quote)}::jsonb, ${at}::timestamptz, ${a.decideAt.toISOString()}::timestamptz,
              ${at}::timestamptz)
      returning id
    ), e as (
      insert into order_events (order_id, from_status, to_status, reason, at)
      select id, null, ${APPLYING}, 'applied', ${at}::timestamptz from o
    )
    insert into audit_log (at, user_id, action, detail, ip)
    select ${at}::timestamptz, ${a.userId}, 'loan.applied', ${detail}::jsonb, ${a.ip} from o
  `,
  );
}
