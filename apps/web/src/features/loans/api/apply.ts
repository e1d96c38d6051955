import { apiCall } from '../../../api/client.ts';

export interface Applied {
  orderNo: string;
  status: number;
  decideAt: string;
}

/** POST /loan/loan-order/apply-market: apply for `loanAmount` (whole major units) of a product. */
export function applyForLoan(productId: string, loanAmount: number) {
  return apiCall<Applied>('/loan/loan-order/apply-market', { productId, loanAmount }, { method: 'POST' });
}
