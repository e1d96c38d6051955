import type { ExtensionOrderView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/**
 * GET /repay/updateExtensionOrderStatus: where the extension asked for stands (waiting for its fee,
 * applied, expired). Asked in the background while the borrower waits: no overlay, no toast.
 */
export function getExtensionStatus(orderNo: string) {
  return apiCall<ExtensionOrderView>('/repay/updateExtensionOrderStatus', { orderNo }, { quiet: true });
}
