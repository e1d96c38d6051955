import { dateIn, MARKET_LENDING, MARKETS, type MarketId, quotaFor } from '@puente/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankAccounts, loanOrders } from '../../db/schema.ts';
import * as orders from '../orders/orders-service.ts';
import { writeMessage } from './message-writer.ts';

/**
 * The notices a loan's own events write (decisions 060, 062), each called inside the transaction that
 * records its event, so the message exists exactly when the event does; each is keyed by the event
 * (a payout, a payment, a voucher, the order), so a job or webhook run twice tells it once.
 * Param names are the ones message-texts.ts documents.
 */
type Order = Pick<orders.OrderRow, 'id' | 'userId' | 'orderNo' | 'market'>;
type Payout = { id: string; amount: number; bankAccountId: string };

async function last4(tx: Db, bankAccountId: string): Promise<string> {
  const [row] = await tx
    .select({ accountNumber: bankAccounts.accountNumber })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId))
    .limit(1);
  return (row?.accountNumber ?? '').slice(-4);
}

/** The provider took the payout: the money is on its way. */
export async function tellPayoutSent(tx: Db, now: Date, order: Order, payout: Payout): Promise<void> {
  await writeMessage(tx, now, {
    userId: order.userId,
    kind: 'disbursement.sent',
    eventKey: `disbursement.sent:${payout.id}`,
    orderId: order.id,
    params: {
      orderNo: order.orderNo,
      amount: payout.amount,
      accountLast4: await last4(tx, payout.bankAccountId),
    },
  });
}

/** The payout settled: the money is in the borrower's account and the loan starts. */
export async function tellPayoutArrived(tx: Db, now: Date, order: Order, payout: Payout): Promise<void> {
  await writeMessage(tx, now, {
    userId: order.userId,
    kind: 'disbursement.arrived',
    eventKey: `disbursement.arrived:${payout.id}`,
    orderId: order.id,
    params: {
      orderNo: order.orderNo,
      amount: payout.amount,
      accountLast4: await last4(tx, payout.bankAccountId),
    },
  });
}

export interface Credited {
  /** Names the payment once: the incoming payment's id, or the credit move's reference. */
  paymentKey: string;
  amount: number;
  /** A key of PAYMENT_CHANNEL_NAMES: the provider (stp, oxxo, paystack, …), voucher, credit or staff. */
  channel: string;
  reference: string;
  paidOff: boolean;
}

/**
 * A payment credited to a loan, whatever way it came: the receipt (with what is left owed today),
 * and, when it finished the loan, the paid-off notice naming the limit the borrower may now ask for.
 */
export async function tellPaymentCredited(
  tx: Db,
  now: Date,
  order: orders.OrderRow,
  paid: Credited,
): Promise<void> {
  const market = order.market as MarketId;
  const today = dateIn(now, MARKETS[market].timeZone);
  const left = paid.paidOff
    ? 0
    : (await orders.owedNow(tx, order, today)).reduce((sum, row) => sum + row.amountMinor, 0);
  await writeMessage(tx, now, {
    userId: order.userId,
    kind: 'payment.receipt',
    eventKey: `payment.receipt:${paid.paymentKey}`,
    orderId: order.id,
    params: {
      orderNo: order.orderNo,
      amount: paid.amount,
      channel: paid.channel,
      reference: paid.reference,
      left,
    },
  });
  if (paid.paidOff) await tellPaidOff(tx, now, order);
}

/** A loan finished: the notice names the limit for the next loan (quotaFor), raised if it was repaid on time. */
export async function tellPaidOff(tx: Db, now: Date, order: Order): Promise<void> {
  const market = order.market as MarketId;
  const [row] = await tx
    .select({ late: sql<boolean>`${orders.wasLate(sql`${loanOrders.id}`)}` })
    .from(loanOrders)
    .where(eq(loanOrders.id, order.id));
  const history = await orders.repaymentHistory(tx, order.userId);
  // The limit the borrower has now, as home shows it; it rose only if this loan was repaid on time.
  const newLimit = quotaFor(MARKET_LENDING[market], history.onTime);
  await writeMessage(tx, now, {
    userId: order.userId,
    kind: 'loan.paidOff',
    eventKey: `loan.paidOff:${order.id}`,
    orderId: order.id,
    params: { orderNo: order.orderNo, newLimit, raised: !row?.late },
  });
}

/** An extension applied: the next payment's new due date. */
export async function tellExtensionApplied(
  tx: Db,
  now: Date,
  order: Order,
  extension: { id: string; moves: readonly { toDate: string }[] },
): Promise<void> {
  const dueDate = extension.moves.map((move) => move.toDate).sort()[0];
  await writeMessage(tx, now, {
    userId: order.userId,
    kind: 'extension.applied',
    eventKey: `extension.applied:${extension.id}`,
    orderId: order.id,
    params: { orderNo: order.orderNo, dueDate: dueDate ?? null },
  });
}

/** A proof of payment decided, by the console's review or the sandbox's. */
export async function tellVoucherDecided(
  tx: Db,
  now: Date,
  voucher: {
    id: string;
    userId: string;
    orderId: string;
    status: string;
    amount: number;
    amountFound: number | null;
    rejectReason: string | null;
  },
): Promise<void> {
  const approved = voucher.status === 'approved';
  const [order] = await tx
    .select({ orderNo: loanOrders.orderNo })
    .from(loanOrders)
    .where(eq(loanOrders.id, voucher.orderId));
  await writeMessage(tx, now, {
    userId: voucher.userId,
    kind: approved ? 'voucher.approved' : 'voucher.rejected',
    eventKey: `voucher.decided:${voucher.id}`,
    orderId: voucher.orderId,
    params: {
      orderNo: order?.orderNo ?? null,
      amount: approved ? (voucher.amountFound ?? voucher.amount) : voucher.amount,
      ...(approved ? {} : { reason: voucher.rejectReason ?? '' }),
    },
  });
}
