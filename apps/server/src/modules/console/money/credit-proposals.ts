import { DomainError, toMinor } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { users } from '../../../db/schema.ts';
import type { SessionUser } from '../../../protocol/call.ts';
import * as orders from '../../orders/orders-service.ts';
import { findBankAccounts } from '../../profile/profile-service.ts';
import { heldMinor } from '../../repayment/credit/credit-moves.ts';
import { CreditService } from '../../repayment/credit/credit-service.ts';
import type { ProposalKind } from '../../staff/proposals/proposal-kinds.ts';

const customer = z.object({ customerId: z.uuid() }).strict();
type Customer = z.infer<typeof customer>;

export interface CreditKindDeps {
  clock: BusinessClock;
  /** The payout provider a return in this currency goes through (as the borrower's own "send back"). */
  providerName(currency: string): string;
}

/**
 * The borrower's own credit service run inside the approval's transaction (its transactions become
 * savepoints), acting for the borrower: the staff approval is the same move the app makes.
 */
function creditServiceIn(tx: Db, deps: CreditKindDeps): CreditService {
  return new CreditService({ db: tx, clock: deps.clock, providerName: deps.providerName });
}

async function borrowerOf(tx: Db, customerId: string): Promise<SessionUser> {
  const [user] = await tx.select().from(users).where(eq(users.id, customerId));
  if (!user) throw new DomainError('moneyNoCreditHeld');
  return {
    userId: user.id,
    sessionId: 'staff',
    mobile: user.mobile,
    e164: user.e164,
    market: user.market,
    createdAt: user.createdAt,
  };
}

async function heldOf(tx: Db, customerId: string): Promise<number> {
  const held = heldMinor(await orders.heldCreditOf(tx, customerId));
  if (held <= 0) throw new DomainError('moneyNoCreditHeld');
  return held;
}

/** `credit.refund`: everything the borrower holds goes back to their primary bank account (decision 032). */
export function creditRefundKind(deps: CreditKindDeps): ProposalKind<Customer> {
  return {
    kind: 'credit.refund',
    family: 'money',
    payload: customer,
    async check(tx, { customerId }) {
      await heldOf(tx, customerId);
      const account = (await findBankAccounts(tx, customerId)).find((a) => a.primary);
      if (!account) throw new DomainError('moneyNoBankAccount');
      return { subjectType: 'credit', subjectId: customerId, customerId };
    },
    async carryOut(tx, { customerId }, { approver }) {
      const amountMinor = await heldOf(tx, customerId);
      if (!(await findBankAccounts(tx, customerId)).some((a) => a.primary))
        throw new DomainError('moneyNoBankAccount');
      const view = await creditServiceIn(tx, deps).sendBack(approver, await borrowerOf(tx, customerId), 'en');
      return {
        returnId: view.returnId,
        amountMinor: toMinor(view.amount),
        currency: view.currency,
        heldBefore: amountMinor,
      };
    },
  };
}

/** `credit.apply`: the credit pays the open loan, and what is left waits for the next one (as the app's "use it"). */
export function creditApplyKind(deps: CreditKindDeps): ProposalKind<Customer> {
  return {
    kind: 'credit.apply',
    family: 'money',
    payload: customer,
    async check(tx, { customerId }) {
      await heldOf(tx, customerId);
      return { subjectType: 'credit', subjectId: customerId, customerId };
    },
    async carryOut(tx, { customerId }, { approver }) {
      await heldOf(tx, customerId);
      const applied = await creditServiceIn(tx, deps).apply(approver, await borrowerOf(tx, customerId));
      return {
        appliedMinor: toMinor(applied.applied),
        orderNo: applied.orderNo ?? null,
        heldMinor: toMinor(applied.held),
        applyToNextLoan: applied.applyToNextLoan,
      };
    },
  };
}
