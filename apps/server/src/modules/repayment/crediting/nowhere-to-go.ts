import { dateIn, MARKETS, type MarketId, ORDER_STATUS } from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { Db } from '../../../db/database.ts';
import type {
  CollectionProvider,
  IncomingPayment,
} from '../../../providers/collection/collection-payment.ts';
import { STP_RETURN_CAUSES } from '../../../providers/collection/stp-webhook.ts';
import * as orders from '../../orders/orders-service.ts';
import * as payOrders from '../pay-order-repository.ts';
import * as incoming from './incoming-payment-repository.ts';

/**
 * What happens to a payment that found no loan to pay (decision 032), beside the crediting of one
 * that did (crediting-service.ts): it is never kept in silence.
 * - `returned`: paid into an account nobody holds, through a provider that can send it back (STP:
 *   the webhook is answered `{"mensaje":"devolver","id":<cause>}`).
 * - `held`: the borrower's own loan was already paid off (a late transfer into their account, a
 *   reference paid after the loan finished): it becomes their credit, held on that loan's ledger,
 *   which they can have sent back or use on a loan.
 */
export type NowhereToGoOutcome =
  | { outcome: 'returned'; reason: number }
  | { outcome: 'held'; orderNo: string; heldMinor: number };

/** Providers whose notification can be answered with "send it back", and the cause for each note. */
const RETURN_CAUSES: Partial<Record<CollectionProvider | 'voucher', Partial<Record<string, number>>>> = {
  stp: STP_RETURN_CAUSES,
};

export interface Unplaced {
  payment: IncomingPayment;
  /** The incoming_payments row recorded for it. */
  recordedId: string;
  /** Why it found no loan to pay (crediting-service.ts notes: unknownAccount, noOpenOrder, orderStatusN…). */
  note: string;
  /** The order its reference named, locked, when it named one. */
  order: orders.OrderRow | undefined;
  /** The borrower whose own account it was paid into, when that is known. */
  ownerId: string | undefined;
  payOrderId: string | undefined;
  now: Date;
}

/** Returns or holds the payment, or answers undefined: then it stays unmatched, for reconciliation. */
export async function placeNowhereToGo(tx: Db, unplaced: Unplaced): Promise<NowhereToGoOutcome | undefined> {
  const { payment, recordedId, note, now } = unplaced;
  const cause = RETURN_CAUSES[payment.provider]?.[note];
  if (cause !== undefined) {
    await incoming.settle(tx, recordedId, { status: 'returned', note });
    await recordAudit(tx, {
      at: now,
      userId: null,
      action: 'repayment.returned',
      detail: {
        provider: payment.provider,
        providerRef: payment.providerRef,
        amount: payment.amountMinor,
        cause,
      },
    });
    return { outcome: 'returned', reason: cause };
  }

  const finished = await finishedLoanOf(tx, unplaced);
  if (!finished || MARKETS[finished.market as MarketId].currency !== payment.currency) return undefined;
  const businessDate = dateIn(now, MARKETS[finished.market as MarketId].timeZone);
  await orders.postToLedger(tx, [
    {
      orderId: finished.id,
      kind: 'overpayment',
      amount: -payment.amountMinor,
      businessDate,
      at: now,
      ref: recordedId,
    },
  ]);
  if (unplaced.payOrderId && unplaced.order?.id === finished.id)
    await payOrders.markPaid(tx, unplaced.payOrderId, now);
  await incoming.settle(tx, recordedId, {
    status: 'held',
    orderId: finished.id,
    excess: payment.amountMinor,
    note,
  });
  await recordAudit(tx, {
    at: now,
    userId: finished.userId,
    action: 'repayment.heldAsCredit',
    detail: {
      orderNo: finished.orderNo,
      provider: payment.provider,
      providerRef: payment.providerRef,
      amount: payment.amountMinor,
      note,
    },
  });
  return { outcome: 'held', orderNo: finished.orderNo, heldMinor: payment.amountMinor };
}

/** The paid-off loan a late payment belongs to: the one its reference named, or the owner's newest. */
async function finishedLoanOf(tx: Db, unplaced: Unplaced): Promise<orders.OrderRow | undefined> {
  const { order, ownerId } = unplaced;
  if (order) return order.status === ORDER_STATUS.Finish ? order : undefined;
  if (!ownerId) return undefined;
  const [newest] = await orders.ordersOf(tx, ownerId, [ORDER_STATUS.Finish]);
  return newest ? orders.lockOrder(tx, newest.id) : undefined;
}

/**
 * A notification delivered again: a payment sent back is answered "send it back" again (the
 * provider did not hear the first answer), anything else was already taken care of.
 */
export async function repeatedOutcome(
  tx: Db,
  payment: IncomingPayment,
): Promise<{ outcome: 'duplicate' } | NowhereToGoOutcome> {
  const earlier = await incoming.paymentByRef(tx, payment.provider, payment.providerRef);
  const cause =
    earlier?.status === 'returned' ? RETURN_CAUSES[payment.provider]?.[earlier.note ?? ''] : undefined;
  return cause === undefined ? { outcome: 'duplicate' } : { outcome: 'returned', reason: cause };
}
