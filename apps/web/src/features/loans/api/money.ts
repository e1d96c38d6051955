import { type CallAnswer, call } from '../../../api/call.ts';

export type MoneyRequested = CallAnswer<'GET /api/loan/get-money'>;
export type MoneyTime = CallAnswer<'GET /api/loan/get-money-time'>;

/** GET /loan/get-money (18 → 19): send the signed loan's money to the borrower's account. */
export function requestMoney(orderNo: string) {
  return call('GET /api/loan/get-money', { orderNo });
}

/** GET /loan/get-money-plus (10 → 19): send it again after a failed payout. */
export function requestMoneyAgain(orderNo: string) {
  return call('GET /api/loan/get-money-plus', { orderNo });
}

/** GET /loan/get-money-time: where the payout is, and when the money should arrive. */
export function getMoneyTime(orderNo: string) {
  return call('GET /api/loan/get-money-time', { orderNo }, { overlay: false });
}
