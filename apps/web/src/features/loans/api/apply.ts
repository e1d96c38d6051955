import { type CallAnswer, call } from '../../../api/call.ts';

export type Applied = CallAnswer<'POST /api/loan/loan-order/apply-market'>;

/** POST /loan/loan-order/apply-market: apply for `loanAmount` (whole major units) of a product. */
export function applyForLoan(productId: string, loanAmount: number) {
  return call('POST /api/loan/loan-order/apply-market', { productId, loanAmount });
}
