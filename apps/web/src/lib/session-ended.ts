import { SESSION_CODES } from '@puente/domain';

/**
 * Why the service ended the session, and the screen the borrower was on, kept under
 * SESSION_ENDED_KEY until the next login so that home can say what happened (not just greet a
 * visitor) and log them in again back to where they were.
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

/** The stored value; an older build's '1' (no reason kept) reads as a plain "ended". */
export function readSessionEnded(raw: string | null): SessionEnded | null {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionEnded>;
    const reason = parsed.reason === 'expired' || parsed.reason === 'elsewhere' ? parsed.reason : 'ended';
    return typeof parsed.back === 'string' ? { reason, back: parsed.back } : { reason };
  } catch {
    return { reason: 'ended' };
  }
}
