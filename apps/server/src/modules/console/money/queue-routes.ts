import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { staffRoute } from '../../staff/staff-route.ts';
import { assigneesOf } from '../queues/assignments.ts';
import { ageing } from '../queues/staff-queue.ts';
import {
  CREDITS_SQL,
  currencyOf,
  FAILED_PAYOUTS_SQL,
  KEPT_EVENTS_SQL,
  latePayoutsSql,
  MONEY_QUEUES,
  OPEN_ORDER_NO_SQL,
  STP_DIFFERENCES_SQL,
} from './money-queues.ts';

type Row = Record<string, unknown>;
const LIMIT = 200;
const date = (value: unknown) => new Date(value as string | Date);

async function listOf(db: Db, query: ReturnType<typeof sql>, column: string): Promise<Row[]> {
  return rowsOf(
    await db.execute(sql`select * from (${query}) t order by t.${sql.raw(column)} limit ${LIMIT}`),
  ) as Row[];
}

/** Each item with its ageing and who works it, as every queue answers (console-core.md). */
async function answer<T extends { id: string; receivedAt: Date }>(
  db: Db,
  queue: keyof typeof MONEY_QUEUES,
  now: Date,
  items: (T & Row)[],
) {
  const assignees = await assigneesOf(
    db,
    queue,
    items.map((i) => i.id),
  );
  return {
    count: items.length,
    items: items.map(({ receivedAt, ...item }) => ({
      ...item,
      ...ageing(receivedAt, MONEY_QUEUES[queue].deadlineHours, now),
      assignedTo: assignees.get(item.id) ?? null,
    })),
  };
}

export function moneyQueueRoutes(deps: { db: Db; clock: BusinessClock }) {
  const { db, clock } = deps;
  return [
    staffRoute({
      method: 'GET',
      url: '/queues/credits',
      access: 'money.propose',
      summary: 'Borrowers holding credit (overpayments, late payments), with what they chose',
      handler: async () => {
        const now = clock.now();
        const rows = await listOf(db, CREDITS_SQL, 'since');
        const userIds = rows.map((r) => r.user_id as string);
        const choices =
          userIds.length === 0
            ? []
            : (rowsOf(
                await db.execute(sql`
                  select u.id,
                    exists (select 1 from credit_for_next_loan c where c.user_id = u.id) as next_loan,
                    ${OPEN_ORDER_NO_SQL} as open_order_no,
                    (select row_to_json(r) from (select status, failure, amount, requested_at from credit_returns
                       where user_id = u.id order by requested_at desc limit 1) r) as last_return
                  from users u where u.id in (${sql.join(
                    userIds.map((id) => sql`${id}`),
                    sql`, `,
                  )})`),
              ) as {
                id: string;
                next_loan: boolean;
                open_order_no: string | null;
                last_return: Row | null;
              }[]);
        const byUser = new Map(choices.map((c) => [c.id, c]));
        return answer(
          db,
          'credits',
          now,
          rows.map((r) => {
            const choice = byUser.get(r.user_id as string);
            return {
              id: r.user_id as string,
              customerId: r.user_id as string,
              receivedAt: date(r.since),
              heldMinor: Number(r.held),
              currency: currencyOf(r.market as string),
              orderNos: String(r.order_nos).split(','),
              openOrderNo: choice?.open_order_no ?? null,
              // What the borrower chose in the app: use it on the next loan, or nothing yet.
              choice: choice?.next_loan ? 'applyToNextLoan' : 'none',
              lastReturn: choice?.last_return ?? null,
            };
          }),
        );
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/queues/deposits',
      access: 'money.propose',
      summary: 'Deposits that found no loan: unmatched (to match), or held and returned ones to look back at',
      query: z.object({ status: z.enum(['unmatched', 'held', 'returned']).optional() }),
      handler: async ({ query }) => {
        const now = clock.now();
        const status = query.status ?? 'unmatched';
        const rows = await listOf(
          db,
          sql`select * from incoming_payments where status = ${status} and (${status} <> 'held' or order_id is not null)`,
          'received_at',
        );
        return answer(
          db,
          'deposits',
          now,
          rows.map((r) => ({
            id: r.id as string,
            customerId: null,
            receivedAt: date(r.received_at),
            status: r.status as string,
            provider: r.provider as string,
            providerRef: r.provider_ref as string,
            amountMinor: Number(r.amount),
            currency: r.currency as string,
            paidInto: { kind: r.match_kind as string, value: r.match_value as string },
            payerName: (r.payer_name as string | null) ?? null,
            paidAt: date(r.paid_at).toISOString(),
            note: (r.note as string | null) ?? null,
          })),
        );
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/queues/payouts',
      access: 'payouts.manage',
      summary: 'Failed payouts waiting for the borrower or an operator, and payouts late at the provider',
      handler: async () => {
        const now = clock.now();
        const failed = await listOf(db, FAILED_PAYOUTS_SQL, 'settled_at');
        const late = await listOf(db, latePayoutsSql(now), 'requested_at');
        const ids = [...failed, ...late].map((r) => r.id as string);
        const asked =
          ids.length === 0
            ? new Map<string, string>()
            : new Map(
                (
                  rowsOf(
                    await db.execute(sql`select item_id, at from staff_money_marks
                      where queue = 'payouts' and mark = 'askedNewAccount' and item_id in (${sql.join(
                        ids.map((id) => sql`${id}`),
                        sql`, `,
                      )})`),
                  ) as { item_id: string; at: string | Date }[]
                ).map((m) => [m.item_id, date(m.at).toISOString()]),
              );
        const item = (r: Row, state: 'failed' | 'sent', since: unknown) => ({
          id: r.id as string,
          customerId: r.user_id as string,
          receivedAt: date(since),
          state,
          orderNo: r.order_no as string,
          attempt: Number(r.attempt),
          amountMinor: Number(r.amount),
          currency: currencyOf(r.market as string),
          provider: r.provider as string,
          failure: (r.failure as string | null) ?? null,
          bankAccountId: r.bank_account_id as string,
          // Paystack holds a transfer for the business's OTP (decision 047): an operator may type it.
          mayNeedOtp: state === 'sent' && r.provider === 'paystack',
          askedNewAccountAt: asked.get(r.id as string) ?? null,
        });
        return answer(db, 'payouts', now, [
          ...failed.map((r) => item(r, 'failed', r.settled_at ?? r.requested_at)),
          ...late.map((r) => item(r, 'sent', r.requested_at)),
        ]);
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/queues/reconciliation',
      access: 'money.propose',
      summary: "Differences with the providers' listings, and provider events kept for an operator",
      handler: async () => {
        const now = clock.now();
        const stp = await listOf(db, STP_DIFFERENCES_SQL, 'found_at');
        const kept = await listOf(db, KEPT_EVENTS_SQL, 'at');
        return answer(db, 'reconciliation', now, [
          ...stp.map((r) => ({
            id: `stp:${r.id as string}`,
            customerId: null,
            receivedAt: date(r.found_at),
            source: 'stpListing',
            kind: r.kind as string,
            reference: r.clave_rastreo as string,
            amountMinor: Number(r.amount),
            operationDate: r.fecha_operacion as string,
            detail: r.detail as Row,
          })),
          ...kept.map((r) => {
            const detail = r.detail as Row;
            return {
              id: `event:${String(r.id)}`,
              customerId: (r.user_id as string | null) ?? null,
              receivedAt: date(r.at),
              source: 'providerEvent',
              kind: r.action as string,
              reference: (detail.providerRef as string | undefined) ?? null,
              amountMinor: null,
              orderNo: (detail.orderNo as string | undefined) ?? null,
              detail,
            };
          }),
        ]);
      },
    }),
  ];
}
