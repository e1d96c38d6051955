import { call } from '../../../api/call.ts';

/**
 * GET /repay/flutterwave/verify-opt: what the gateway says about a pay order (both gateways). A
 * background check while the borrower waits: no overlay, no network toast.
 */
export function getPayOrderStatus(payOrderId: string) {
  return call('GET /api/repay/flutterwave/verify-opt', { payOrderId }, { quiet: true });
}
