import { apiCall } from '../../../api/client.ts';

/** POST /loan/cancel-loan with the one reason chosen on /cancellation_form. */
export function cancelLoan(orderNo: string, reasons: string[]) {
  return apiCall<Record<string, never>>('/loan/cancel-loan', { orderNo, reasons }, { method: 'POST' });
}
