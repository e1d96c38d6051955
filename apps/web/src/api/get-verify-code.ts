import type { CodeChannel } from '@puente/domain';
import { call } from './call.ts';

/**
 * POST /security/getVerifyCode: sends a one-time code by SMS or by a voice call. With `orderNo`, the
 * code that signs that loan: the message names the order and its amount (decision 033).
 */
export function getVerifyCode(mobile: string, channel: CodeChannel, orderNo?: string) {
  return call('POST /api/security/getVerifyCode', { mobile, channel, ...(orderNo ? { orderNo } : {}) });
}
