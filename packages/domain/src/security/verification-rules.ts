/** One-time code rules (issue 2, docs/decisions/004-verification-codes.md). */
export const VERIFICATION = {
  codeLength: 6,
  ttlSeconds: 5 * 60,
  maxWrongTries: 5,
  maxSendsPerHour: 5,
  /** The send button stays disabled this long after a send, on screen and on the server. */
  resendSeconds: 60,
  /** Sends allowed from one IP address per hour, across all numbers. */
  maxSendsPerIpPerHour: 30,
} as const;

export const SESSION = {
  /** A token lives this long from login; a new login on another device revokes it earlier. */
  ttlDays: 30,
  tokenBytes: 32,
} as const;

export const CODE_CHANNELS = ['sms', 'voice'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
