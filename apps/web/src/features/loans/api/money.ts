import { apiCall } from '../../../api/client.ts';

export interface MoneyRequested {
  orderNo: string;
  status: number;
  expectedBy?: string;
}

export interface MoneyTime {
  status: number;
  requestedAt?: string;
  expectedBy?: string;
  disbursedAt?: string;
  failureReason?: string;
}

/** POST /loan/get-money (18 → 19): send the signed loan's money to the borrower's account. */
export function requestMoney(orderNo: string) {
  return apiCall<MoneyRequested>('/loan/get-money', { orderNo }, { method: 'POST' });
}

/** POST /loan/get-money-plus (10 → 19): send it again after a failed payout. */
export function requestMoneyAgain(orderNo: string) {
  return apiCall<MoneyRequested>('/loan/get-money-plus', { orderNo }, { method: 'POST' });
}

/** GET /loan/get-money-time: where the payout is, and when the money should arrive. */
export function getMoneyTime(orderNo: string) {
  return apiCall<MoneyTime>('/loan/get-money-time', { orderNo }, { overlay: false });
}
