import { call } from '../../../api/call.ts';

/** GET /user/identity: which ID photos are on file, the OCR and face results, completion. */
export function getIdentity() {
  return call('GET /api/user/identity', {});
}
