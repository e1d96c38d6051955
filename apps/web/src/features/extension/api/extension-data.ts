import type { ExtensionDataView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/**
 * GET /repay/getExtensionData: what an extension would cost and change now, whether one may be
 * asked for (or why not), the one already waiting for its fee, and the renewal agreement.
 */
export function getExtensionData(orderNo: string) {
  return apiCall<ExtensionDataView>('/repay/getExtensionData', { orderNo });
}
