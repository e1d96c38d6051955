import { call } from '../../../api/call.ts';

/** POST /user/finishUploadAllImg: completes the ID step once the photos, OCR and face match passed. */
export function finishIdentity() {
  return call('POST /api/user/finishUploadAllImg', {});
}
