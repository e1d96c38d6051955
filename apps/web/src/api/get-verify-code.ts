import type { CodeChannel } from '@puente/domain';
import { call } from './call.ts';

/** POST /security/getVerifyCode: sends a one-time code by SMS or by a voice call. */
export function getVerifyCode(mobile: string, channel: CodeChannel) {
  return call('POST /api/security/getVerifyCode', { mobile, channel });
}
