import { type CallAnswer, call } from '../../../api/call.ts';

export type LoanAgreement = CallAnswer<'GET /api/loan/loan-order/loanAgreement'>;
export type SignedAgreement = CallAnswer<'GET /api/loan/agreement/list'>['agreements'][number];

/**
 * The agreement of an order: before signing, generated from the offer's figures
 * (/loan/loan-order/loanAgreement); once signed, the signed copy (/loan/get-money/contract).
 */
export function getAgreement(orderNo: string, signed: boolean) {
  return signed
    ? call('GET /api/loan/get-money/contract', { orderNo })
    : call('GET /api/loan/loan-order/loanAgreement', { orderNo });
}

/** GET /loan/agreement/list: every agreement the borrower signed. */
export function listAgreements() {
  return call('GET /api/loan/agreement/list', {});
}
