/**
 * Spec §6's session codes, as the spec numbers them. On any of these the client clears its local
 * data and goes home. Apart from the catalogue (which uses them) so the web app's first load can
 * recognise them without carrying every message of the service.
 */
export const SESSION_CODES = {
  notLoggedIn: 10010301,
  tokenExpired: 10010303,
  loggedInElsewhere: 10010304,
  tokenInvalid: 100103,
} as const;

export const SESSION_ERROR_CODES: readonly number[] = Object.values(SESSION_CODES);

export function isSessionErrorCode(code: number): boolean {
  return SESSION_ERROR_CODES.includes(code);
}

/**
 * A request dated too far from the service's clock: the web app learns the service's time from that
 * refusal and sends the request once more (decision 033). Here, not only in the catalogue, for the
 * same reason as the session codes.
 */
export const TIMESTAMP_SKEWED_CODE = 10000108;
