import { call } from '../../../api/call.ts';

/** GET /time/upload/uploadStatus: which kinds of device data are uploaded already (true) or not yet. */
export function getUploadStatus(orderNo: string) {
  return call('GET /api/time/upload/uploadStatus', orderNo ? { orderNo } : {}, { quiet: true });
}
