import { createHmac } from 'node:crypto';

/** The sender ID a sandbox's Termii stand-in has approved when TERMII_SENDER_ID is not given. */
export const SANDBOX_TERMII_SENDER = 'Puente';

/**
 * The Termii key a sandbox service's stand-in takes when no TERMII_API_KEY is given. The stand-in is
 * reachable by anyone who reaches the sandbox (/dev/termii), so the key is derived from the service
 * secret rather than fixed: only the service can send through it (as decision 044 does for Twilio).
 */
export function sandboxTermiiKey(serviceSecret: string): string {
  return `TL${createHmac('sha256', serviceSecret).update('termii-standin:api-key').digest('hex')}`;
}
