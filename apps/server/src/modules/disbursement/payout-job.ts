import { dateIn, MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { PayoutUnavailableError } from '../../providers/payout/payout-provider.ts';
import type { PayoutProviders } from '../../providers/payout/payout-providers.ts';
import { GIVE_UP_UNAVAILABLE_MS, sendTransfer } from '../../providers/payout/send-transfer.ts';
import { tellPayoutArrived, tellPayoutSent } from '../messages/loan-notices.ts';
import * as orders from '../orders/orders-service.ts';
import { markCouponUsed } from '../rewards/coupon-service.ts';
import { redateQuote } from './disbursement-postings.ts';
import { recordDisbursement } from './disbursement-service.ts';
import {
  movePayout,
  type PayoutRow,
  payoutAccount,
  payoutsSent,
  payoutsToSend,
} from './payout-repository.ts';

const MINUTE_MS = 60_000;
const BATCH = 200;
/** A claim older than this belongs to a tick that died while asking the provider: send again. */
const STALE_CLAIM_MS = 5 * MINUTE_MS;

/** Past it an unreachable bank is a failed payout (providers/payout/send-transfer.ts). */
export { GIVE_UP_UNAVAILABLE_MS };

export interface PayoutJobDeps {
  db: Db;
  clock: BusinessClock;
  /** Each market's provider, and every provider a sent payout may be read back from. */
  providers: Pick<PayoutProviders, 'forMarket' | 'named'>;
  log(error: unknown, message: string): void;
}

/** Ours, unique per attempt; letters, digits and '-' as Paystack allows. */
export function payoutReference(orderNo: string, attempt: number): string {
  return `${orderNo}-${attempt}`;
}

/**
 * Sends every queued payout to the provider. A payout is claimed (queued → sending) before the
 * provider is asked, outside any transaction, so two ticks never both send it; the outcome is then
 * written with the order's transition in one transaction: accepted 19 → 7, refused 19 → 10.
 */
export async function submitQueuedPayouts(deps: PayoutJobDeps): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - STALE_CLAIM_MS);
  let done = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await payoutsToSend(deps.db, staleBefore, after, BATCH);
    for (const payout of batch) {
      try {
        if (await submitOne(deps, payout)) done++;
      } catch (error) {
        deps.log(error, `payout ${payout.id} could not be submitted`);
      }
    }
    if (batch.length < BATCH) return done;
    after = batch[batch.length - 1]?.id;
  }
}

async function submitOne(deps: PayoutJobDeps, payout: PayoutRow): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const order = await orders.findOrderById(db, payout.orderId);
  if (!order) throw new Error(`payout ${payout.id} has no order`);
  // The market's provider sends it, and is the one it is read back from.
  const provider = deps.providers.forMarket(order.market as MarketId);
  const claim = await movePayout(db, payout, { status: 'sending', sentAt: now, provider: provider.name });
  if (!claim) return false;
  const account = await payoutAccount(db, claim);
  if (!account) throw new Error(`payout ${claim.id} has no account`);

  let outcome: Awaited<ReturnType<typeof sendTransfer>>;
  try {
    outcome = await sendTransfer(
      provider,
      {
        reference: payoutReference(order.orderNo, claim.attempt),
        amountMinor: claim.amount,
        currency: MARKETS[order.market as MarketId].currency,
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        holderName: account.holderName ?? account.bankHolderName ?? '',
      },
      { requestedAt: claim.requestedAt, now },
    );
  } catch (error) {
    await movePayout(db, claim, { status: 'queued', sentAt: null });
    throw error;
  }
  if (outcome.kind === 'refused') return failPayout(deps, claim, outcome.reason);
  if (outcome.kind === 'retry') {
    // What the provider said (STP's refusal of our signature, a timeout) is the operator's to read.
    if (outcome.detail)
      deps.log(new Error(outcome.detail), `payout ${claim.id} waits: the provider cannot take it now`);
    await movePayout(db, claim, { status: 'queued', sentAt: null });
    return false;
  }
  const { providerRef } = outcome;

  return db.transaction(async (tx) => {
    const sent = await movePayout(tx, claim, { status: 'sent', providerRef });
    if (!sent) return false;
    const current = await orders.findOrderById(tx, claim.orderId);
    if (!current) return false;
    await orders.transition(tx, current, ORDER_STATUS.Lending, 'payoutAccepted', clock.now());
    await tellPayoutSent(tx, clock.now(), current, claim);
    await recordAudit(tx, {
      at: clock.now(),
      userId: current.userId,
      action: 'loan.payoutSent',
      detail: { orderNo: current.orderNo, attempt: claim.attempt, providerRef, amount: claim.amount },
    });
    return true;
  });
}

/**
 * The payout failed for good: the order goes to PayFail (10), where the borrower may edit the
 * account. Also called by a provider's notification (the STP orden webhook).
 */
export async function failPayout(
  deps: Pick<PayoutJobDeps, 'db' | 'clock'>,
  payout: PayoutRow,
  reason: string,
): Promise<boolean> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const failed = await movePayout(tx, payout, { status: 'failed', failure: reason, settledAt: now });
    if (!failed) return false;
    const order = await orders.findOrderById(tx, payout.orderId);
    if (!order) return false;
    await orders.transition(tx, order, ORDER_STATUS.PayFail, 'payoutFailed', now);
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: 'loan.payoutFailed',
      detail: { orderNo: order.orderNo, attempt: payout.attempt, reason },
    });
    return true;
  });
}

/**
 * Asks the provider how each sent payout went. Succeeded: 7 → 2, the schedule re-dated from today's
 * business date and fixed in loan_phases, and the ledger written — all in one transaction that
 * only the tick which moves the payout row out of `sent` gets to run.
 */
export async function settleSentPayouts(deps: PayoutJobDeps): Promise<number> {
  const { db } = deps;
  let settled = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await payoutsSent(db, after, BATCH);
    // A payout is asked of the provider that sent it; another one would not know it.
    for (const payout of batch) {
      const provider = deps.providers.named(payout.provider);
      if (!provider || !payout.providerRef) continue;
      try {
        const state = await provider.status(payout.providerRef);
        if (state === 'pending') continue;
        const moved =
          state === 'succeeded'
            ? await settlePayout(deps, payout)
            : await failPayout(deps, payout, state.failed);
        if (moved) settled++;
      } catch (error) {
        if (!(error instanceof PayoutUnavailableError))
          deps.log(error, `payout ${payout.id} could not be settled`);
      }
    }
    if (batch.length < BATCH) return settled;
    after = batch[batch.length - 1]?.id;
  }
}

/**
 * The money arrived: 7 → 2 and the ledger, once whoever moves the payout out of `sent` first (the
 * settle tick or a provider's notification).
 */
export async function settlePayout(
  deps: Pick<PayoutJobDeps, 'db' | 'clock'>,
  payout: PayoutRow,
): Promise<boolean> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const done = await movePayout(tx, payout, { status: 'succeeded', settledAt: now });
    if (!done) return false;
    const order = await orders.findOrderById(tx, payout.orderId);
    if (!order) return false;
    // The day the service learns the money arrived starts the loan, in the market's time zone.
    const startDate = dateIn(now, MARKETS[order.market as MarketId].timeZone);
    const quote = redateQuote(order.quote, startDate, order.repeat);
    await orders.transition(tx, order, ORDER_STATUS.Repaying, 'payoutSucceeded', now, {
      disbursedAt: now,
      startDate,
      dueDate: quote.dueDate,
      quote,
    });
    // An earlier start undone (its money came back) keeps its entries: this one is named apart.
    const restart = (await orders.anyPayoutOn(tx, order.id)) ? payout.attempt : undefined;
    await recordDisbursement(tx, order.id, quote, startDate, now, restart);
    if (quote.coupon) await markCouponUsed(tx, order.id, now);
    await recordAudit(tx, {
      at: now,
      userId: order.userId,
      action: 'loan.disbursed',
      detail: { orderNo: order.orderNo, attempt: payout.attempt, amount: quote.disbursed, startDate },
    });
    await tellPayoutArrived(tx, now, order, payout);
    return true;
  });
}
