import type { CashierCheckoutView } from '@puente/domain';
import { call } from '../../../api/call.ts';

export type Gateway = CashierCheckoutView['gateway'];

/** What a checkout is for: an amount of the loan, or the fee of an extension waiting for it. */
export type CheckoutFor = { orderNo: string; amount: number } | { orderNo: string; extensionId: string };

/**
 * GET a checkout at the gateway (each gateway has its call, spec §7; both answer the same view):
 * the borrower is then sent to `checkoutUrl`. A refused amount rejects with the server's message
 * in the borrower's language.
 */
export function getCashierCheckout(gateway: Gateway, payment: CheckoutFor) {
  return gateway === 'paystack'
    ? call('GET /api/repay/paystack/authorization', payment)
    : call('GET /api/repay/flutterwave/repay-link', payment);
}
