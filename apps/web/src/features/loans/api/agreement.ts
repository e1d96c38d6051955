import { apiCall } from '../../../api/client.ts';

export interface LoanAgreement {
  orderNo: string;
  version: string;
  language: string;
  title: string;
  text: string;
  sha256: string;
  signed: boolean;
  signedAt?: string;
}

export interface SignedAgreement {
  orderNo: string;
  title: string;
  version: string;
  signedAt: string;
  sha256: string;
}

/**
 * The agreement of an order: before signing, generated from the offer's figures
 * (/loan/loan-order/loanAgreement); once signed, the signed copy (/loan/get-money/contract).
 */
export function getAgreement(orderNo: string, signed: boolean) {
  const path = signed ? '/loan/get-money/contract' : '/loan/loan-order/loanAgreement';
  return apiCall<LoanAgreement>(path, { orderNo });
}

/** GET /loan/agreement/list: every agreement the borrower signed. */
export function listAgreements() {
  return apiCall<{ agreements: SignedAgreement[] }>('/loan/agreement/list');
}
