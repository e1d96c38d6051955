import type { IdentityStatus } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /user/identity: which ID photos are on file, the OCR and face results, completion. */
export function getIdentity() {
  return apiCall<IdentityStatus>('/user/identity');
}
