import { asc, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  bankAccounts,
  incomingPayments,
  loanAgreements,
  loanExtensions,
  loanOrders,
  orderEvents,
  paymentVouchers,
  payOrders,
  payouts,
} from '../../../db/schema.ts';

export async function orderByNo(db: Db, orderNo: string) {
  const [row] = await db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return row;
}

/** What happened around a loan besides its ledger: events, payouts, payments by channel, extensions. */
export async function loanSurroundings(db: Db, orderId: string) {
  const [events, sent, payIns, asked, proofs, extensions, agreement] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    db
      .select({
        attempt: payouts.attempt,
        amount: payouts.amount,
        status: payouts.status,
        provider: payouts.provider,
        providerRef: payouts.providerRef,
        requestedAt: payouts.requestedAt,
        sentAt: payouts.sentAt,
        settledAt: payouts.settledAt,
        failure: payouts.failure,
        bankName: bankAccounts.bankName,
        accountNumber: bankAccounts.accountNumber,
      })
      .from(payouts)
      .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
      .where(eq(payouts.orderId, orderId))
      .orderBy(asc(payouts.attempt)),
    db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.orderId, orderId))
      .orderBy(asc(incomingPayments.paidAt)),
    db.select().from(payOrders).where(eq(payOrders.orderId, orderId)).orderBy(desc(payOrders.createdAt)),
    db
      .select()
      .from(paymentVouchers)
      .where(eq(paymentVouchers.orderId, orderId))
      .orderBy(desc(paymentVouchers.submittedAt)),
    db
      .select()
      .from(loanExtensions)
      .where(eq(loanExtensions.orderId, orderId))
      .orderBy(asc(loanExtensions.number)),
    db
      .select({
        version: loanAgreements.version,
        language: loanAgreements.language,
        sha256: loanAgreements.sha256,
        signedAt: loanAgreements.signedAt,
      })
      .from(loanAgreements)
      .where(eq(loanAgreements.orderId, orderId)),
  ]);
  return { events, payouts: sent, payIns, asked, proofs, extensions, agreement: agreement[0] };
}

/** Orders found by number, for the customer search. */
export async function ordersNumbered(db: Db, orderNo: string) {
  return db
    .select({ userId: loanOrders.userId })
    .from(loanOrders)
    .where(or(eq(loanOrders.orderNo, orderNo), eq(loanOrders.orderNo, orderNo.toUpperCase())));
}
