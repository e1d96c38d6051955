import type { HomeView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** GET /loan/loan-product/index: home's loan status, with the banner and button texts. */
export function getHomeView() {
  return apiCall<HomeView>('/loan/loan-product/index', {}, { overlay: false });
}
