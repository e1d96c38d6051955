import type { OxxoReferenceView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/**
 * GET /repay/getOXXOReference: a cash reference for `amount` (whole major units). A refusal (below
 * the minimum, off the step, above what is owed or the store limit) rejects with the server's
 * message in the borrower's language.
 */
export function getOxxoReference(orderNo: string, amount: number) {
  return apiCall<OxxoReferenceView>('/repay/getOXXOReference', { orderNo, amount });
}
