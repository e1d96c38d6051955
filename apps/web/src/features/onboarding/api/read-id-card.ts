import type { IdentityStatus, OcrFields } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** POST /user/curp/ocr: the identity provider reads the ID front and back (5–10 s). */
export function readIdCard() {
  return apiCall<{ read: OcrFields; status: IdentityStatus }>('/user/curp/ocr', {}, { method: 'POST' });
}
