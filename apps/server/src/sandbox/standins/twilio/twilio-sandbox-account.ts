import { createHmac } from 'node:crypto';

/**
 * The Twilio account a sandbox service's stand-in serves when no TWILIO_* settings are given. The
 * stand-in is reachable by anyone who reaches the sandbox service (/dev/twilio), so its credentials
 * are derived from the service secret rather than fixed: only the service can send through it.
 * The sender is Twilio's documented "valid From" number for test credentials; the stand-in offers
 * WhatsApp from the same number (decision 061).
 */
export function sandboxTwilioAccount(serviceSecret: string) {
  const derive = (name: string) =>
    createHmac('sha256', serviceSecret).update(`twilio-standin:${name}`).digest('hex').slice(0, 32);
  return {
    accountSid: `AC${derive('account-sid')}`,
    authToken: derive('auth-token'),
    from: '+15005550006',
    whatsappFrom: '+15005550006',
  };
}
