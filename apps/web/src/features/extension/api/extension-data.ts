import { call } from '../../../api/call.ts';

/**
 * GET /repay/getExtensionData: what an extension would cost and change now, whether one may be
 * asked for (or why not), the one already waiting for its fee, and the renewal agreement.
 */
export function getExtensionData(orderNo: string) {
  return call('GET /api/repay/getExtensionData', { orderNo });
}
