import { apiCall } from '../../../api/client.ts';

export interface Bank {
  code: string;
  name: string;
}

/** GET /app/paystack/bank-list: the banks and wallets of the app's market. */
export function getBankList() {
  return apiCall<Bank[]>('/app/paystack/bank-list', {}, { overlay: false });
}
