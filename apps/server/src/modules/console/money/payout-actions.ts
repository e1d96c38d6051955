import { DomainError, type MarketId, ORDER_STATUS } from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { Db } from '../../../db/database.ts';
import { bankAccounts, payouts } from '../../../db/schema.ts';
import { latestPayout, type PayoutRow, queuePayout } from '../../disbursement/payout-attempts.ts';
import * as orders from '../../orders/orders-service.ts';
import type { ProposalKind } from '../../staff/proposals/proposal-kinds.ts';

export type ProviderName = (market: MarketId) => string;

/** The payout, if it is the latest attempt of its order and failed while the order waits in PayFail. */
export async function failedPayout(
  tx: Db,
  payoutId: string,
): Promise<{ payout: PayoutRow; order: orders.OrderRow }> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout) throw new DomainError('moneyPayoutNotFound');
  const order = await orders.lockOrder(tx, payout.orderId);
  const latest = await latestPayout(tx, payout.orderId);
  if (
    !order ||
    latest?.id !== payout.id ||
    payout.status !== 'failed' ||
    order.status !== ORDER_STATUS.PayFail
  )
    throw new DomainError('moneyPayoutNotFailed');
  return { payout, order };
}

/**
 * Sends the order's money again, as the borrower's own retry does (disbursement-service.ts
 * requestMoney): PayFail → finishLoading, and a new attempt queued for the tick to send.
 */
export async function sendAgain(
  tx: Db,
  args: {
    order: orders.OrderRow;
    failed: PayoutRow;
    bankAccountId: string;
    providerName: ProviderName;
    now: Date;
  },
): Promise<PayoutRow> {
  const { order, failed, bankAccountId, now } = args;
  await orders.transition(tx, order, ORDER_STATUS.finishLoading, 'moneyRequested', now, {
    moneyRequestedAt: now,
  });
  const payout = await queuePayout(tx, {
    orderId: order.id,
    bankAccountId,
    amount: failed.amount,
    provider: args.providerName(order.market as MarketId),
    requestedAt: now,
  });
  await recordAudit(tx, {
    at: now,
    userId: order.userId,
    action: 'loan.moneyRequestedAgain',
    detail: { orderNo: order.orderNo, attempt: payout.attempt, amount: payout.amount, byStaff: true },
  });
  return payout;
}

const changedAccount = z.object({ payoutId: z.uuid(), bankAccountId: z.uuid() }).strict();

/**
 * The account a failed payout may go to instead: the borrower's own current primary account, not
 * the one that failed, and (Nigeria) one whose holder name the bank confirmed.
 */
async function usableAccount(tx: Db, order: orders.OrderRow, failed: PayoutRow, bankAccountId: string) {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.userId, order.userId)));
  const verified = account && (account.market !== 'NG' || account.nameConfirmed);
  if (!account?.primary || account.replacedAt || account.id === failed.bankAccountId || !verified)
    throw new DomainError('moneyAccountNotUsable');
  return account;
}

/** `payout.changedAccount`: a failed payout sent again to an account the borrower gave later. */
export function payoutChangedAccountKind(
  providerName: ProviderName,
): ProposalKind<z.infer<typeof changedAccount>> {
  return {
    kind: 'payout.changedAccount',
    family: 'money',
    payload: changedAccount,
    async check(tx, payload) {
      const { payout, order } = await failedPayout(tx, payload.payoutId);
      await usableAccount(tx, order, payout, payload.bankAccountId);
      return { subjectType: 'payout', subjectId: payout.id, customerId: order.userId };
    },
    async carryOut(tx, payload, { now }) {
      const { payout, order } = await failedPayout(tx, payload.payoutId);
      const account = await usableAccount(tx, order, payout, payload.bankAccountId);
      const again = await sendAgain(tx, {
        order,
        failed: payout,
        bankAccountId: account.id,
        providerName,
        now,
      });
      return {
        orderNo: order.orderNo,
        payoutId: again.id,
        attempt: again.attempt,
        amountMinor: again.amount,
      };
    },
  };
}
