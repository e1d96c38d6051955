import { dateIn, MARKETS, type MarketId } from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { PayoutUnavailableError } from '../../../providers/payout/payout-provider.ts';
import type { PayoutProviders } from '../../../providers/payout/payout-providers.ts';
import { sendTransfer } from '../../../providers/payout/send-transfer.ts';
import * as orders from '../../orders/orders-service.ts';
import { CREDIT_REF } from '../../orders/orders-service.ts';
import {
  accountById,
  type CreditReturnRow,
  moveReturn,
  releasedBy,
  returnsSent,
  returnsToSend,
} from './credit-repository.ts';

const MINUTE_MS = 60_000;
const BATCH = 200;
/** A claim older than this belongs to a tick that died while asking the provider: send again. */
const STALE_CLAIM_MS = 5 * MINUTE_MS;

export interface CreditReturnJobDeps {
  db: Db;
  clock: BusinessClock;
  /** A return goes through its currency's payout provider, and is read back from the one that sent it. */
  providers: Pick<PayoutProviders, 'forCurrency' | 'named'>;
  log(error: unknown, message: string): void;
}

/**
 * Sends each queued return through the payout provider, as the disbursement's payouts are sent
 * (payout-job.ts): claimed before the provider is asked, so two ticks never both send it, and sent
 * under its own reference, so sending it again after a crash never pays twice.
 */
export async function submitQueuedReturns(deps: CreditReturnJobDeps): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - STALE_CLAIM_MS);
  let done = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await returnsToSend(deps.db, staleBefore, after, BATCH);
    for (const row of batch) {
      try {
        if (await submitOne(deps, row)) done++;
      } catch (error) {
        deps.log(error, `credit return ${row.id} could not be submitted`);
      }
    }
    if (batch.length < BATCH) return done;
    after = batch[batch.length - 1]?.id;
  }
}

async function submitOne(deps: CreditReturnJobDeps, row: CreditReturnRow): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const provider = deps.providers.forCurrency(row.currency);
  const claim = await moveReturn(db, row, { status: 'sending', sentAt: now, provider: provider.name });
  if (!claim) return false;
  const account = await accountById(db, claim.bankAccountId);
  if (!account) throw new Error(`credit return ${claim.id} has no account`);
  let outcome: Awaited<ReturnType<typeof sendTransfer>>;
  try {
    outcome = await sendTransfer(
      provider,
      {
        reference: claim.reference,
        amountMinor: claim.amount,
        currency: claim.currency as 'MXN' | 'NGN',
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        holderName: account.holderName ?? account.bankHolderName ?? '',
      },
      { requestedAt: claim.requestedAt, now },
    );
  } catch (error) {
    await moveReturn(db, claim, { status: 'queued', sentAt: null });
    throw error;
  }
  if (outcome.kind === 'refused') return fail(deps, claim, outcome.reason);
  if (outcome.kind === 'retry') {
    await moveReturn(db, claim, { status: 'queued', sentAt: null });
    return false;
  }
  const { providerRef } = outcome;
  return (await moveReturn(db, claim, { status: 'sent', providerRef })) !== undefined;
}

/** Asks the provider how each sent return went: succeeded, it is done; failed, the credit is held again. */
export async function settleSentReturns(deps: CreditReturnJobDeps): Promise<number> {
  const { db, clock } = deps;
  let settled = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await returnsSent(db, after, BATCH);
    for (const row of batch) {
      const provider = deps.providers.named(row.provider);
      if (!provider || !row.providerRef) continue;
      try {
        const state = await provider.status(row.providerRef as string);
        if (state === 'pending') continue;
        const moved =
          state === 'succeeded'
            ? await db.transaction(async (tx) => {
                const done = await moveReturn(tx, row, { status: 'succeeded', settledAt: clock.now() });
                if (done)
                  await recordAudit(tx, {
                    at: clock.now(),
                    userId: row.userId,
                    action: 'credit.returned',
                    detail: { returnId: row.id, amount: row.amount, providerRef: row.providerRef },
                  });
                return done !== undefined;
              })
            : await fail(deps, row, state.failed);
        if (moved) settled++;
      } catch (error) {
        if (!(error instanceof PayoutUnavailableError))
          deps.log(error, `credit return ${row.id} could not be settled`);
      }
    }
    if (batch.length < BATCH) return settled;
    after = batch[batch.length - 1]?.id;
  }
}

/** The bank did not take it: the money never left, so what the return released is held again. */
async function fail(deps: CreditReturnJobDeps, row: CreditReturnRow, reason: string): Promise<boolean> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const failed = await moveReturn(tx, row, { status: 'failed', failure: reason, settledAt: now });
    if (!failed) return false;
    const released = await releasedBy(tx, row.userId, CREDIT_REF.returned(row.id));
    await orders.postToLedger(
      tx,
      released.map((r) => ({
        orderId: r.orderId,
        kind: 'overpayment' as const,
        amount: -r.amountMinor,
        businessDate: dateIn(now, MARKETS[r.market as MarketId].timeZone),
        at: now,
        ref: CREDIT_REF.returnFailed(row.id),
      })),
    );
    await recordAudit(tx, {
      at: now,
      userId: row.userId,
      action: 'credit.returnFailed',
      detail: { returnId: row.id, amount: row.amount, reason },
    });
    return true;
  });
}
