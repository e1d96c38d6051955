import type { UploadStatus } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /time/upload/uploadStatus: which kinds of device data are uploaded already (true) or not yet. */
export function getUploadStatus(orderNo: string) {
  return apiCall<UploadStatus>('/time/upload/uploadStatus', orderNo ? { orderNo } : {}, { quiet: true });
}
