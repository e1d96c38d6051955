import { apiCall } from '../../../api/client.ts';

/** POST /loan/validateVerifyCode: signs the offer (14 → 18) with the tick and the SMS code. */
export function signLoan(orderNo: string, code: string, agree: boolean) {
  return apiCall<{ orderNo: string; status: number }>(
    '/loan/validateVerifyCode',
    { orderNo, code, agree },
    { method: 'POST' },
  );
}
