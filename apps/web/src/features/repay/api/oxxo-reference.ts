import { call } from '../../../api/call.ts';

/**
 * GET /repay/getOXXOReference: a cash reference for `amount` (whole major units), or for the fee of
 * a waiting extension (`extensionId`: the service sets the amount). A refusal (below the minimum,
 * off the step, above what is owed or the store limit) rejects with the server's message in the
 * borrower's language.
 */
export function getOxxoReference(orderNo: string, payment: { amount: number } | { extensionId: string }) {
  return call('GET /api/repay/getOXXOReference', { orderNo, ...payment });
}
