import { call } from '../../../api/call.ts';

/**
 * GET /repay/confirmExtensionOrder: asks for the extension, telling whether the borrower accepted
 * the renewal agreement (the server refuses without it and keeps the accepted text as evidence);
 * it applies once its fee is credited.
 */
export function confirmExtension(orderNo: string, agree: boolean) {
  return call('GET /api/repay/confirmExtensionOrder', { orderNo, agree });
}
