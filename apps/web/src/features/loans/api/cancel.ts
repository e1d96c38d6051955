import { call } from '../../../api/call.ts';

/** POST /loan/cancel-loan with the one reason chosen on /cancellation_form. */
export function cancelLoan(orderNo: string, reasons: string[]) {
  return call('POST /api/loan/cancel-loan', { orderNo, reasons });
}
