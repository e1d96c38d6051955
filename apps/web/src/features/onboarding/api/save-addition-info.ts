import { call } from '../../../api/call.ts';

/** POST /user/saveAdditionInfo-market: work, pay, emergency contacts and social links. */
export function saveAdditionInfo(payload: Record<string, string>) {
  return call('POST /api/user/saveAdditionInfo-market', payload);
}
