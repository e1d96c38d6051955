import { DomainError } from '@puente/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { auditLog, payouts, staffMoneyMarks, stpDifferences } from '../../../db/schema.ts';
import type { PayoutProviders } from '../../../providers/payout/payout-providers.ts';
import { latestPayout } from '../../disbursement/payout-attempts.ts';
import { finalizePayoutOtp } from '../../disbursement/payout-otp.ts';
import * as orders from '../../orders/orders-service.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import { staffRoute } from '../../staff/staff-route.ts';
import { KEPT_FOR_OPERATOR } from './money-queues.ts';
import { failedPayout, type ProviderName, sendAgain } from './payout-actions.ts';

export interface ActionDeps {
  db: Db;
  clock: BusinessClock;
  providers: Pick<PayoutProviders, 'named'>;
  providerName: ProviderName;
}

const payoutId = z.object({ id: z.uuid() });

/**
 * The failed payouts' direct actions (no money forgiven, so no maker-checker; decision 058) and the
 * resolution of reconciliation differences. Each is audited in the transaction of its change.
 */
export function moneyActionRoutes(deps: ActionDeps) {
  const { db, clock } = deps;
  return [
    staffRoute({
      method: 'POST',
      url: '/payouts/:id/retry',
      access: 'payouts.manage',
      summary: 'Send a failed payout again: same account, same amount',
      params: payoutId,
      handler: async ({ caller, params }) =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const { payout, order } = await failedPayout(tx, params.id);
          const again = await sendAgain(tx, {
            order,
            failed: payout,
            bankAccountId: payout.bankAccountId,
            providerName: deps.providerName,
            now,
          });
          await recordStaffAction(tx, caller, now, {
            action: 'payout.retried',
            customerId: order.userId,
            subjectType: 'payout',
            subjectId: payout.id,
            before: { status: payout.status, failure: payout.failure },
            after: { payoutId: again.id, attempt: again.attempt },
          });
          return { orderNo: order.orderNo, payoutId: again.id, attempt: again.attempt, status: again.status };
        }),
    }),
    staffRoute({
      method: 'POST',
      url: '/payouts/:id/ask-new-account',
      access: 'payouts.manage',
      summary: 'Ask the borrower for another account: the app shows the failure and the account form',
      params: payoutId,
      body: z.object({ note: z.string().trim().max(500).optional() }).strict(),
      handler: async ({ caller, params, body }) =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const { payout, order } = await failedPayout(tx, params.id);
          // The borrower's app already shows a PayFail loan with the reason and asks for an account
          // (disbursement-service.ts moneyTime); this marks that staff asked, so the queue can tell.
          await tx
            .insert(staffMoneyMarks)
            .values({
              queue: 'payouts',
              itemId: payout.id,
              mark: 'askedNewAccount',
              note: body.note ?? null,
              memberId: caller.memberId,
              at: now,
            })
            .onConflictDoUpdate({
              target: [staffMoneyMarks.queue, staffMoneyMarks.itemId, staffMoneyMarks.mark],
              set: { note: body.note ?? null, memberId: caller.memberId, at: now },
            });
          await recordStaffAction(tx, caller, now, {
            action: 'payout.askedNewAccount',
            customerId: order.userId,
            subjectType: 'payout',
            subjectId: payout.id,
            after: { orderNo: order.orderNo, failure: payout.failure, note: body.note ?? null },
          });
          return {
            orderNo: order.orderNo,
            payoutId: payout.id,
            askedAt: now.toISOString(),
            failure: payout.failure,
          };
        }),
    }),
    staffRoute({
      method: 'POST',
      url: '/payouts/:id/otp',
      access: 'payouts.manage',
      summary: 'Type the one-time code the provider sent the business for a payout it holds',
      params: payoutId,
      body: z.object({ otp: z.string().regex(/^\d{4,8}$/) }).strict(),
      handler: async ({ caller, params, body }) => {
        const [payout] = await db.select().from(payouts).where(eq(payouts.id, params.id));
        if (!payout) throw new DomainError('moneyPayoutNotFound');
        const order = await orders.findOrderById(db, payout.orderId);
        const current = order && (await latestPayout(db, order.id));
        if (
          !order ||
          current?.id !== payout.id ||
          payout.status !== 'sent' ||
          !payout.providerRef ||
          !deps.providers.named(payout.provider)?.finalize
        )
          throw new DomainError('moneyPayoutNoOtp');
        const outcome = await finalizePayoutOtp(deps, order.orderNo, body.otp);
        // The code is not kept: it is a secret of the provider's, and used once.
        await db.transaction(async (tx) =>
          recordStaffAction(tx, caller, clock.now(), {
            action: 'payout.otpEntered',
            customerId: order.userId,
            subjectType: 'payout',
            subjectId: payout.id,
            after: outcome.ok
              ? { ok: true, status: outcome.status }
              : { ok: false, message: outcome.message },
          }),
        );
        return outcome;
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/reconciliation/:id/resolve',
      access: 'money.propose',
      summary: 'Mark a difference with a provider, or an event kept for an operator, as resolved',
      params: z.object({ id: z.string().regex(/^(stp:[0-9a-f-]{36}|event:\d{1,18})$/) }),
      body: z.object({ note: z.string().trim().min(3).max(500) }).strict(),
      handler: async ({ caller, params, body }) =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const [source, key] = params.id.split(':') as ['stp' | 'event', string];
          let before: Record<string, unknown>;
          let customerId: string | null = null;
          if (source === 'stp') {
            const [row] = await tx
              .update(stpDifferences)
              .set({ resolvedAt: now })
              .where(and(eq(stpDifferences.id, key), isNull(stpDifferences.resolvedAt)))
              .returning();
            if (!row) throw new DomainError('moneyItemNotFound');
            before = { kind: row.kind, claveRastreo: row.claveRastreo, amount: row.amount, resolvedAt: null };
          } else {
            const [event] = await tx
              .select()
              .from(auditLog)
              .where(eq(auditLog.id, Number(key)));
            if (
              !event ||
              !(KEPT_FOR_OPERATOR as readonly string[]).includes(event.action) ||
              event.detail.needsOperator !== true
            )
              throw new DomainError('moneyItemNotFound');
            const [mark] = await tx
              .insert(staffMoneyMarks)
              .values({
                queue: 'reconciliation',
                itemId: params.id,
                mark: 'resolved',
                note: body.note,
                memberId: caller.memberId,
                at: now,
              })
              .onConflictDoNothing()
              .returning();
            if (!mark) throw new DomainError('moneyItemNotFound');
            before = { action: event.action, detail: event.detail };
            customerId = event.userId;
          }
          await recordStaffAction(tx, caller, now, {
            action: 'reconciliation.resolved',
            customerId,
            subjectType: 'reconciliation',
            subjectId: params.id,
            before,
            after: { note: body.note, resolvedAt: now.toISOString() },
          });
          return { id: params.id, resolvedAt: now.toISOString(), note: body.note };
        }),
    }),
  ];
}
