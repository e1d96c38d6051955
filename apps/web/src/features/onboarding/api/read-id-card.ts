import { call } from '../../../api/call.ts';

/** POST /user/curp/ocr: the identity provider reads the ID front and back (5–10 s). */
export function readIdCard() {
  return call('POST /api/user/curp/ocr', {});
}
