import { call } from '../../../api/call.ts';

/** GET /loan/validateVerifyCode: signs the offer (14 → 18) with the tick and the SMS code. */
export function signLoan(orderNo: string, code: string, agree: boolean) {
  return call('GET /api/loan/validateVerifyCode', { orderNo, code, agree });
}
