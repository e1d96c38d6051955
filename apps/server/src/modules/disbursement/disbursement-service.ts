import { DomainError, type Language, type LoanQuote, type MarketId, ORDER_STATUS } from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import { offerHasExpired } from '../agreements/agreement-service.ts';
import * as orders from '../orders/orders-service.ts';
import { findBankAccounts } from '../profile/profile-service.ts';
import { disbursementPostings } from './disbursement-postings.ts';
import { NOT_THE_ACCOUNTS_FAULT, payoutFailureText } from './payout-failures.ts';
import { latestPayout, type PayoutRow, queuePayout } from './payout-repository.ts';
import { insertPhases } from './phase-repository.ts';

const MINUTE_MS = 60_000;
/**
 * What the borrower is promised: the provider's hour (spec §9: 10–60 minutes), plus a tick to send
 * the payout and one to notice it arrived.
 */
export const EXPECTED_WITHIN_MS = 62 * MINUTE_MS;

/**
 * What the money arriving writes: the loan's schedule and its ledger entries (docs/decisions/005).
 * `restart` is the payout attempt when an earlier start of the order was undone (decision 046).
 */
export async function recordDisbursement(
  tx: Db,
  orderId: string,
  quote: LoanQuote,
  startDate: string,
  at: Date,
  restart?: number,
): Promise<void> {
  await insertPhases(tx, orderId, quote.phases);
  await orders.postToLedger(tx, disbursementPostings(orderId, quote, startDate, at, restart));
}

export interface DisbursementDeps {
  db: Db;
  clock: BusinessClock;
  /** The provider name stored with each payout, by the order's market. */
  providerName(market: MarketId): string;
}

export interface MoneyRequest {
  orderNo: string;
  status: number;
  expectedBy: string;
}

/** Getting the money of a signed loan: queues the payout the tick sends (payout-job.ts). */
export class DisbursementService {
  constructor(private readonly deps: DisbursementDeps) {}

  /** 18 → 19 after signing; `retry` is get-money-plus, 10 → 19 once the failed account was replaced. */
  async requestMoney(caller: { ip: string }, user: SessionUser, orderNo: string, retry: boolean) {
    const { db, clock } = this.deps;
    const order = await orders.findOwnOrder(db, user.userId, orderNo);
    if (!retry && offerHasExpired(order, clock.now())) throw new DomainError('offerExpired');
    const from = retry ? ORDER_STATUS.PayFail : ORDER_STATUS.getMoney;
    if (order.status !== from) throw new DomainError('orderNotReady');

    return db.transaction(async (tx): Promise<MoneyRequest> => {
      const now = clock.now();
      const current = await orders.findOwnOrder(tx, user.userId, orderNo);
      if (!retry && offerHasExpired(current, now)) throw new DomainError('offerExpired');
      const account = (await findBankAccounts(tx, user.userId)).find((a) => a.primary);
      if (!account) throw new DomainError('orderNotReady');
      if (retry) {
        // Retried only once the account that failed was replaced, unless the account was not at fault.
        const failed = await latestPayout(tx, current.id);
        if (failed?.status !== 'failed') throw new DomainError('orderNotReady');
        const sameAccount = failed.bankAccountId === account.id;
        if (sameAccount && !NOT_THE_ACCOUNTS_FAULT.has(failed.failure ?? ''))
          throw new DomainError('orderNotReady');
      }
      // The guarded transition first: of two simultaneous requests, the second is told "not ready".
      await orders.transition(tx, current, ORDER_STATUS.finishLoading, 'moneyRequested', now, {
        moneyRequestedAt: now,
      });
      const payout = await queuePayout(tx, {
        orderId: current.id,
        bankAccountId: account.id,
        amount: current.quote.disbursed,
        provider: this.deps.providerName(current.market as MarketId),
        requestedAt: now,
      });
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: retry ? 'loan.moneyRequestedAgain' : 'loan.moneyRequested',
        detail: { orderNo, attempt: payout.attempt, amount: payout.amount },
        ip: caller.ip,
      });
      return { orderNo, status: ORDER_STATUS.finishLoading, expectedBy: expectedBy(payout).toISOString() };
    });
  }

  /** Where the money stands, for /borrow/lending and /finish_loading. */
  async moneyTime(user: SessionUser, orderNo: string, lang: Language) {
    const { db } = this.deps;
    const order = await orders.findOwnOrder(db, user.userId, orderNo);
    const payout = await latestPayout(db, order.id);
    const waiting =
      payout && (payout.status === 'queued' || payout.status === 'sending' || payout.status === 'sent');
    return {
      status: order.status,
      requestedAt: payout?.requestedAt.toISOString(),
      expectedBy: waiting ? expectedBy(payout).toISOString() : undefined,
      disbursedAt: order.disbursedAt?.toISOString(),
      failureReason:
        payout?.status === 'failed' && payout.failure ? payoutFailureText(payout.failure, lang) : undefined,
    };
  }
}

function expectedBy(payout: PayoutRow): Date {
  return new Date(payout.requestedAt.getTime() + EXPECTED_WITHIN_MS);
}
