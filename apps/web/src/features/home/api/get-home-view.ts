import { call } from '../../../api/call.ts';

/** GET /loan/loan-product/index: home's loan status, with the banner and button texts. */
export function getHomeView() {
  return call('GET /api/loan/loan-product/index', {}, { overlay: false });
}
