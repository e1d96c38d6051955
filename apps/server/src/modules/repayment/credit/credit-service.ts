import { randomUUID } from 'node:crypto';
import {
  accountEnding,
  type CreditApplicationView,
  type CreditReturnView,
  DomainError,
  dateIn,
  type HeldCreditView,
  type Language,
  MARKETS,
  type MarketId,
  toMajor,
} from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { SessionUser } from '../../../protocol/call.ts';
import { closedBefore, runCloseOfBusiness } from '../../cob/cob-job.ts';
import { payoutFailureText } from '../../disbursement/payout-failures.ts';
import * as orders from '../../orders/orders-service.ts';
import { CREDIT_REF } from '../../orders/orders-service.ts';
import { findBankAccounts } from '../../profile/profile-service.ts';
import { heldMinor, payWithCredit, releasePostings } from './credit-moves.ts';
import * as repo from './credit-repository.ts';

export interface CreditDeps {
  db: Db;
  clock: BusinessClock;
  /** The payout provider's name, stored with each return (the one that sends disbursements). */
  /** The payout provider a return in this currency goes through. */
  providerName(currency: string): string;
}

/** A date that has ended is not closed yet: its penalty is owed before credit pays the loan. */
class CloseOfBusinessBehind extends Error {}

const CATCH_UP_TRIES = 3;
const BATCH = 200;

type ReturnWithAccount = { credit: repo.CreditReturnRow; account: repo.BankAccountRow };

/**
 * The borrower's credit: money that arrived with nowhere to go (paid beyond the debt, or after the
 * loan was paid off), held on the loans' ledgers until the borrower has it sent back to their bank
 * account or uses it on a loan (decision 032). Every move out locks the borrower first and writes
 * the ledger entries that release the credit in the same transaction, so it moves once.
 */
export class CreditService {
  constructor(private readonly deps: CreditDeps) {}

  async detail(user: SessionUser, lang: Language): Promise<HeldCreditView> {
    const { db } = this.deps;
    const [held, open, nextLoan, accounts, returns] = await Promise.all([
      orders.heldCreditOf(db, user.userId),
      orders.repayableOrderOf(db, user.userId),
      repo.choosesNextLoan(db, user.userId),
      findBankAccounts(db, user.userId),
      repo.returnsOf(db, user.userId),
    ]);
    const primary = accounts.find((a) => a.primary);
    return {
      amount: toMajor(heldMinor(held)),
      currency: MARKETS[user.market as MarketId].currency,
      orderNo: held[0]?.orderNo,
      openOrderNo: open?.orderNo,
      applyToNextLoan: nextLoan,
      account: primary
        ? { bankName: primary.bankName, accountEnding: accountEnding(primary.accountNumber) }
        : undefined,
      returns: returns.map((r) => returnView(r, lang)),
    };
  }

  /**
   * Everything held goes back to the primary account: the return is queued (the tick sends it
   * through the payout provider) in the transaction that releases the credit. Asked again while it
   * is on its way, with nothing more held, the same return is the answer: it is sent once.
   */
  async sendBack(caller: { ip: string }, user: SessionUser, lang: Language): Promise<CreditReturnView> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await repo.lockBorrower(tx, user.userId);
      const now = clock.now();
      const held = await orders.heldCreditOf(tx, user.userId);
      const amount = heldMinor(held);
      if (amount <= 0) {
        const onItsWay = await repo.returnOnItsWay(tx, user.userId);
        if (onItsWay) return returnView(onItsWay, lang);
        throw new DomainError('noCreditHeld');
      }
      const account = (await findBankAccounts(tx, user.userId)).find((a) => a.primary);
      if (!account) throw new DomainError('creditNoBankAccount');
      const id = randomUUID();
      const row = await repo.insertReturn(tx, {
        id,
        userId: user.userId,
        amount,
        currency: MARKETS[user.market as MarketId].currency,
        bankAccountId: account.id,
        // Letters and digits, 29 at most: a reference both STP (claveRastreo) and Paystack take.
        reference: `CR${id.replaceAll('-', '').slice(0, 27)}`,
        provider: this.deps.providerName(MARKETS[user.market as MarketId].currency),
        requestedAt: now,
      });
      await orders.postToLedger(tx, releasePostings(held, amount, CREDIT_REF.returned(id), now));
      await repo.forgetNextLoan(tx, user.userId);
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'credit.returnRequested',
        detail: { returnId: id, amount, bankAccountId: account.id },
        ip: caller.ip,
      });
      return returnView({ credit: row, account }, lang);
    });
  }

  /**
   * Uses the credit as a payment: on the loan being repaid now, up to what it owes, and what is left
   * (everything, with no loan open) on the next loan, when its money is sent.
   */
  async apply(caller: { ip: string }, user: SessionUser): Promise<CreditApplicationView> {
    const { db } = this.deps;
    const currency = MARKETS[user.market as MarketId].currency;
    const held = await orders.heldCreditOf(db, user.userId);
    if (heldMinor(held) <= 0) throw new DomainError('noCreditHeld');
    const outcome = await this.withCloseCaughtUp(() =>
      db.transaction(async (tx) => {
        await repo.lockBorrower(tx, user.userId);
        const paid = await this.payOpenLoan(tx, user.userId);
        const left = heldMinor(await orders.heldCreditOf(tx, user.userId));
        if (paid.appliedMinor <= 0 && left <= 0) throw new DomainError('noCreditHeld');
        if (left > 0) await repo.chooseNextLoan(tx, user.userId, this.deps.clock.now());
        await recordAudit(tx, {
          at: this.deps.clock.now(),
          userId: user.userId,
          action: 'credit.applyChosen',
          detail: { applied: paid.appliedMinor, orderNo: paid.orderNo, left },
          ip: caller.ip,
        });
        return { ...paid, left };
      }),
    );
    return {
      applied: toMajor(outcome.appliedMinor),
      orderNo: outcome.orderNo,
      held: toMajor(outcome.left),
      applyToNextLoan: outcome.left > 0,
      currency,
    };
  }

  /**
   * Tick step: the credit of borrowers who chose to use it on their next loan pays that loan once
   * its money is sent. Runs after close of business, so the day before is always closed.
   */
  async applyToNewLoans(): Promise<number> {
    const { db } = this.deps;
    let applied = 0;
    for (const userId of await repo.waitingWithLoan(db, BATCH)) {
      const paid = await db.transaction(async (tx) => {
        await repo.lockBorrower(tx, userId);
        if (!(await repo.choosesNextLoan(tx, userId))) return 0;
        const { appliedMinor } = await this.payOpenLoan(tx, userId, { skipIfBehind: true });
        if (heldMinor(await orders.heldCreditOf(tx, userId)) <= 0) await repo.forgetNextLoan(tx, userId);
        return appliedMinor;
      });
      if (paid > 0) applied++;
    }
    return applied;
  }

  /** Pays the borrower's open loan with their credit (the borrower is locked by the caller). */
  private async payOpenLoan(
    tx: Db,
    userId: string,
    options: { skipIfBehind?: boolean } = {},
  ): Promise<{ appliedMinor: number; orderNo?: string }> {
    const found = await orders.repayableOrderOf(tx, userId);
    const order = found ? await orders.lockOrder(tx, found.id) : undefined;
    if (!order || !orders.isRepayable(order.status)) return { appliedMinor: 0 };
    const now = this.deps.clock.now();
    const market = order.market as MarketId;
    const businessDate = dateIn(now, MARKETS[market].timeZone);
    if (!(await closedBefore(tx, market, businessDate))) {
      if (options.skipIfBehind) return { appliedMinor: 0 };
      throw new CloseOfBusinessBehind();
    }
    const held = await orders.heldCreditOf(tx, userId);
    const { appliedMinor } = await payWithCredit(tx, { order, held, now, businessDate });
    return { appliedMinor, orderNo: order.orderNo };
  }

  /** As crediting does (decision 013): a day that ended unclosed is closed, then the move is tried again. */
  private async withCloseCaughtUp<T>(move: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await move();
      } catch (error) {
        if (!(error instanceof CloseOfBusinessBehind) || attempt === CATCH_UP_TRIES) throw error;
        await runCloseOfBusiness(this.deps);
      }
    }
  }
}

function returnView({ credit, account }: ReturnWithAccount, lang: Language): CreditReturnView {
  return {
    returnId: credit.id,
    amount: toMajor(credit.amount),
    currency: credit.currency as CreditReturnView['currency'],
    status: credit.status === 'succeeded' ? 'sent' : credit.status === 'failed' ? 'failed' : 'sending',
    bankName: account.bankName,
    accountEnding: accountEnding(account.accountNumber),
    requestedAt: credit.requestedAt.toISOString(),
    settledAt: credit.settledAt?.toISOString(),
    failureReason:
      credit.status === 'failed' && credit.failure ? payoutFailureText(credit.failure, lang) : undefined,
  };
}
