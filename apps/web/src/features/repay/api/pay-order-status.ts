import type { PayOrderStatusView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/**
 * GET /repay/flutterwave/verify-opt: what the gateway says about a pay order (both gateways). A
 * background check while the borrower waits: no overlay, no network toast.
 */
export function getPayOrderStatus(payOrderId: string) {
  return apiCall<PayOrderStatusView>('/repay/flutterwave/verify-opt', { payOrderId }, { quiet: true });
}
