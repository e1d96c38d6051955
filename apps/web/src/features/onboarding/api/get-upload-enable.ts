import { call } from '../../../api/call.ts';

/** GET /time/upload/enable: whether the native collector should run (consented, something missing). */
export function getUploadEnable(orderNo: string) {
  return call('GET /api/time/upload/enable', orderNo ? { orderNo } : {}, { quiet: true });
}
