import { call } from '../../../api/call.ts';

/** GET /loan/get-credit-info: the limit, the next one and the ceiling, asked in the background. */
export function getCreditInfo() {
  return call('GET /api/loan/get-credit-info', {}, { quiet: true });
}
