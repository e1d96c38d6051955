import { call } from '../../../api/call.ts';

/** GET /repay/credit/detail: the credit held for the borrower, where a return goes, and the returns. */
export function getHeldCredit() {
  return call('GET /api/repay/credit/detail', {});
}

/** POST /repay/credit/return: all the credit held, sent back to the primary bank account, once. */
export function sendCreditBack() {
  return call('POST /api/repay/credit/return', {});
}

/** POST /repay/credit/apply: the credit pays the open loan, and what is left the next one. */
export function payWithCredit() {
  return call('POST /api/repay/credit/apply', {});
}
