import type { CodeChannel, CodeSentAnswer } from '@puente/domain';
import { apiCall } from './client.ts';

/** POST /security/getVerifyCode: sends a one-time code by SMS or by a voice call. */
export function getVerifyCode(mobile: string, channel: CodeChannel) {
  return apiCall<CodeSentAnswer>('/security/getVerifyCode', { mobile, channel }, { method: 'POST' });
}
