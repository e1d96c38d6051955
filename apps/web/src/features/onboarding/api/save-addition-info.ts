import type { NextStep } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** POST /user/saveAdditionInfo-market: work, pay, emergency contacts and social links. */
export function saveAdditionInfo(payload: Record<string, string>) {
  return apiCall<{ nextStep: NextStep }>('/user/saveAdditionInfo-market', payload, { method: 'POST' });
}
