import { staffApi } from '../../api/staff-api.ts';

export interface InviteSetup {
  name: string;
  email: string;
  /** Base32, to type into an authenticator app. */
  secret: string;
  /** otpauth://totp/…, for an app that opens links. */
  uri: string;
}

const quiet = { signedOutIsExpected: true };

/** POST /staff-api/invites/accept/start {token} → the member and a fresh TOTP secret to enrol. */
export async function startInvite(token: string): Promise<InviteSetup> {
  const data = await staffApi.post<Record<string, unknown>>('/invites/accept/start', { token }, quiet);
  return {
    name: String(data?.name ?? ''),
    email: String(data?.email ?? ''),
    secret: String(data?.totpSecret ?? data?.secret ?? ''),
    uri: String(data?.otpauthUri ?? data?.uri ?? ''),
  };
}

/** POST /staff-api/invites/accept: sets the password, proves the TOTP, and starts a session. */
export async function acceptInvite(token: string, password: string, totpCode: string): Promise<void> {
  await staffApi.post('/invites/accept', { token, password, totpCode }, quiet);
}
