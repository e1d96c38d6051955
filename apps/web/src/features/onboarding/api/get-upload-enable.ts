import { apiCall } from '../../../api/client.ts';

/** GET /time/upload/enable: whether the native collector should run (consented, something missing). */
export function getUploadEnable(orderNo: string) {
  return apiCall<{ enableTimeSdk: boolean }>('/time/upload/enable', orderNo ? { orderNo } : {}, {
    quiet: true,
  });
}
