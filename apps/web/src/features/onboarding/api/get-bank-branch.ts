import { call } from '../../../api/call.ts';

/** GET /user/getBankBranch: Mexico, the bank a CLABE belongs to (its first three digits). */
export function getBankBranch(accountNumber: string) {
  return call('GET /api/user/getBankBranch', { accountNumber }, { overlay: false });
}
