import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) through `otpauth`: SHA-1, 6 digits, 30-second steps, which
 * every authenticator app reads from the otpauth:// URI. A code of the step before or after is
 * accepted (a phone's clock drifts, a member types slowly); the accepted step is returned so the
 * caller can refuse that step, and any older one, next time.
 */
const PERIOD = 30;
const ISSUER = 'Puente';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, email: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secretBase32),
    period: PERIOD,
  }).toString();
}

/** The step a code belongs to (within ±1 of now), or undefined when it matches none. */
export function totpStep(secretBase32: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = new TOTP({ secret: Secret.fromBase32(secretBase32), period: PERIOD });
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: nowMs }) + delta;
}

/** The code of `secretBase32` at `nowMs`: for tests and the CLI's own check. */
export function totpCode(secretBase32: string, nowMs: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), period: PERIOD, timestamp: nowMs });
}
