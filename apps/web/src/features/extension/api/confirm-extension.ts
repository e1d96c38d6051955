import type { ExtensionOrderView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/**
 * POST /repay/confirmExtensionOrder: asks for the extension, telling whether the borrower accepted
 * the renewal agreement (the server refuses without it and keeps the accepted text as evidence);
 * it applies once its fee is credited.
 */
export function confirmExtension(orderNo: string, agree: boolean) {
  return apiCall<ExtensionOrderView>('/repay/confirmExtensionOrder', { orderNo, agree }, { method: 'POST' });
}
