import { SESSION_CODES } from '@puente/domain';

/**
 * Why the service ended the session, kept under SESSION_ENDED_KEY as JSON `{reason, back}` with the
 * screen the borrower was on, until the next login, so that home can say what happened and log
 * them in again back to where they were (features/home/components/session-ended-notice.tsx).
 */
export type SessionEndReason = 'expired' | 'elsewhere' | 'ended';

export interface SessionEnded {
  reason: SessionEndReason;
  /** The in-app path (with its query) the borrower was on, when there is one to go back to. */
  back?: string;
}

export function sessionEndReason(code: number): SessionEndReason {
  if (code === SESSION_CODES.loggedInElsewhere) return 'elsewhere';
  if (code === SESSION_CODES.tokenExpired || code === SESSION_CODES.tokenInvalid) return 'expired';
  return 'ended';
}
