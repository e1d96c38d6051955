import { startAuthentication } from '@simplewebauthn/browser';
import { staffApi } from '../../api/staff-api.ts';

/** `staffSignInExpired` (packages/domain staff-auth-errors.ts): the pending sign-in is too old. */
export const SIGN_IN_STEP_EXPIRED = 10011103;

export type SecondFactor = 'totp' | 'passkey';

export interface PasswordStep {
  /** The token of the half-done sign-in the second factor completes. */
  pending: string;
  factors: SecondFactor[];
}

const quiet = { signedOutIsExpected: true };

/** POST /staff-api/sign-in {email,password} → {pending, factors}. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordStep> {
  const data = await staffApi.post<Record<string, unknown>>('/sign-in', { email, password }, quiet);
  const factors = Array.isArray(data?.factors)
    ? data.factors.filter((f): f is SecondFactor => f === 'totp' || f === 'passkey')
    : [];
  return { pending: String(data?.pending ?? ''), factors: factors.length > 0 ? factors : ['totp'] };
}

/** POST /staff-api/sign-in/totp {pending, code}: sets the session cookies. */
export async function finishWithTotp(pending: string, code: string): Promise<void> {
  await staffApi.post('/sign-in/totp', { pending, code }, quiet);
}

/** Options from the service, the browser's passkey ceremony, then the service checks the answer. */
export async function finishWithPasskey(pending: string): Promise<void> {
  const options = await staffApi.post<Record<string, unknown>>(
    '/sign-in/passkey/options',
    { pending },
    quiet,
  );
  // The auth routes answer the options as they are; `options` kept in case they get wrapped.
  const optionsJSON = (options?.options ?? options) as Parameters<
    typeof startAuthentication
  >[0]['optionsJSON'];
  const response = await startAuthentication({ optionsJSON });
  await staffApi.post('/sign-in/passkey', { pending, response }, quiet);
}
