import { call } from '../../../api/call.ts';

/**
 * GET /repay/updateExtensionOrderStatus: where the extension asked for stands (waiting for its fee,
 * applied, expired). Asked in the background while the borrower waits: no overlay, no toast.
 */
export function getExtensionStatus(orderNo: string) {
  return call('GET /api/repay/updateExtensionOrderStatus', { orderNo }, { quiet: true });
}
