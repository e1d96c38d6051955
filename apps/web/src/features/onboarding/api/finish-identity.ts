import type { IdentityStatus } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** POST /user/finishUploadAllImg: completes the ID step once the photos, OCR and face match passed. */
export function finishIdentity() {
  return apiCall<IdentityStatus>('/user/finishUploadAllImg', {}, { method: 'POST' });
}
