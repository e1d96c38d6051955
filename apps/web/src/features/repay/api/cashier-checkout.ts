import type { CashierCheckoutView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

export type Gateway = CashierCheckoutView['gateway'];

/** What a checkout is for: an amount of the loan, or the fee of an extension waiting for it. */
export type CheckoutFor = { orderNo: string; amount: number } | { orderNo: string; extensionId: string };

/** Each gateway's call (spec §7); both answer the same view. */
const CHECKOUT_PATHS: Record<Gateway, string> = {
  paystack: '/repay/paystack/authorization',
  flutterwave: '/repay/flutterwave/repay-link',
};

/**
 * GET a checkout at the gateway: the borrower is then sent to `checkoutUrl`. A refused amount
 * rejects with the server's message in the borrower's language.
 */
export function getCashierCheckout(gateway: Gateway, payment: CheckoutFor) {
  return apiCall<CashierCheckoutView>(CHECKOUT_PATHS[gateway], payment);
}
