import { apiCall } from '../../../api/client.ts';

/** GET /user/getBankBranch: Mexico, the bank a CLABE belongs to (its first three digits). */
export function getBankBranch(accountNumber: string) {
  return apiCall<{ bankCode: string; bankName: string }>(
    '/user/getBankBranch',
    { accountNumber },
    { overlay: false },
  );
}
