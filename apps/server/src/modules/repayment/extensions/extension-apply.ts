import { ORDER_STATUS } from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { Db } from '../../../db/database.ts';
import { tellExtensionApplied } from '../../messages/loan-notices.ts';
import * as orders from '../../orders/orders-service.ts';
import * as extensions from './extension-repository.ts';

/** How a payment reached the order, as far as paying an extension's fee is concerned. */
export interface FeeRoute {
  /** The pay order the payment carried our reference for, with its purpose. */
  payOrderId?: string;
  payOrderPurpose?: string;
  /** Paid into the borrower's own account (CLABE, reserved account), without a pay order. */
  ownAccount?: boolean;
}

/**
 * The extension this payment pays the fee of, if any: one waiting (not expired, even if the tick has
 * not marked it yet) and covered in full, reached through its own pay order or through the
 * borrower's own account. Anything else, a late fee included, is an ordinary payment (never lost).
 * A transfer that pays off the whole loan pays it off: an extension of a finished loan buys nothing.
 */
export async function extensionPaidBy(
  tx: Db,
  orderId: string,
  route: FeeRoute,
  payment: { amountMinor: number; owedMinor: number },
  now: Date,
): Promise<extensions.ExtensionRow | undefined> {
  const { amountMinor, owedMinor } = payment;
  const extension =
    route.payOrderId && route.payOrderPurpose === 'extension'
      ? await extensions.extensionByPayOrder(tx, route.payOrderId)
      : route.ownAccount && amountMinor < owedMinor
        ? await extensions.waitingExtension(tx, orderId, now)
        : undefined;
  if (!extension || extension.orderId !== orderId || !extensions.isWaiting(extension, now)) return undefined;
  return amountMinor >= extension.total ? extension : undefined;
}

export interface AppliedExtension {
  order: orders.OrderRow;
  feePaidMinor: number;
}

/**
 * Applies a waiting extension with the payment that pays its fee, inside the crediting transaction
 * (the order row is locked): charges the fee and its tax and settles both at once, moves the unpaid
 * phases by the plan frozen when it was asked for, and returns an overdue order to Repaying. Close
 * of business charges only on phases due and unpaid, so the penalty stops from this moment.
 */
export async function applyExtension(
  tx: Db,
  input: {
    order: orders.OrderRow;
    extension: extensions.ExtensionRow;
    paymentId: string;
    businessDate: string;
    now: Date;
  },
): Promise<AppliedExtension> {
  const { order, extension, paymentId, businessDate, now } = input;
  if (!(await extensions.markApplied(tx, extension.id, now))) throw new Error('extension applied twice');
  const ref = `extension-${extension.number}`;
  const common = { orderId: order.id, businessDate, at: now };
  await orders.postToLedger(tx, [
    { ...common, kind: 'rolloverFee', amount: extension.fee, ref },
    { ...common, kind: 'rolloverTax', amount: extension.tax, ref },
    {
      ...common,
      kind: 'repayment',
      amount: -extension.fee,
      appliesTo: 'rolloverFee',
      ref: `${paymentId}:${ref}:rolloverFee`,
    },
    {
      ...common,
      kind: 'repayment',
      amount: -extension.tax,
      appliesTo: 'rolloverTax',
      ref: `${paymentId}:${ref}:rolloverTax`,
    },
  ]);
  await extensions.movePhases(tx, order.id, extension.moves);
  const moved =
    order.status === ORDER_STATUS.Overdued
      ? await orders.transition(tx, order, ORDER_STATUS.Repaying, 'rolledOver', now)
      : ((await orders.findOrderById(tx, order.id)) ?? order);
  await recordAudit(tx, {
    at: now,
    userId: order.userId,
    action: 'repayment.extensionApplied',
    detail: {
      orderNo: order.orderNo,
      extensionId: extension.id,
      number: extension.number,
      fee: extension.fee,
      tax: extension.tax,
      moves: extension.moves,
      paymentId,
    },
  });
  await tellExtensionApplied(tx, now, order, extension);
  return { order: moved, feePaidMinor: extension.total };
}
