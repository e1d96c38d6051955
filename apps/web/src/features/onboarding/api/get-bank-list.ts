import { call } from '../../../api/call.ts';

/** GET /app/paystack/bank-list: the banks and wallets of the app's market. */
export function getBankList() {
  return call('GET /api/app/paystack/bank-list', {}, { overlay: false });
}
