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

/**
 * How often anyone may ask about a number without a session (existsByMobile,
 * isRequiredVerificationCode; decision 036). A borrower asks once before each code sent, and at most
 * 5 codes go to a number and 30 leave an address in an hour: these limits are twice that, so a
 * borrower (or a carrier's shared address) meets the send limits first, while a list of numbers is
 * answered at 60 an hour per address instead of hundreds a second.
 */
export const LOOKUP_LIMITS = {
  perAddressPerHour: 60,
  perNumberPerHour: 10,
} as const;

export const SESSION = {
  /** A token lives this long from login; a new login on another device revokes it earlier. */
  ttlDays: 30,
  tokenBytes: 32,
} as const;

export const CODE_CHANNELS = ['sms', 'voice'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
