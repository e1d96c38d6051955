import type { StaffRole } from '@puente/domain';
import type { LightMyRequestResponse } from 'fastify';
import { staffMembers } from '../../../db/schema.ts';
import type { SignedInStaff } from '../../../testing/staff-fixtures.ts';
import type { TestService } from '../../../testing/test-service.ts';
import { loadServiceSecret } from '../../security/service-secret.ts';
import { STAFF_CSRF_COOKIE, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '../../staff/staff-cookies.ts';
import { hashPassword } from './password-hash.ts';
import { SecretBox } from './secret-box.ts';
import { newTotpSecret } from './totp.ts';

export const PASSWORD = 'a long enough passphrase';

export interface EnrolledMember {
  id: string;
  email: string;
  role: StaffRole;
  totpSecret: string;
}

/** A member with a password and TOTP, as an accepted invitation leaves them, made in the database. */
export async function enrolledMember(s: TestService, role: StaffRole): Promise<EnrolledMember> {
  const secret = await loadServiceSecret({ secretKey: undefined, sandbox: true }, s.database.db);
  const totpSecret = newTotpSecret();
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@puente.example`;
  const [row] = await s.database.db
    .insert(staffMembers)
    .values({
      email,
      name: `Enrolled ${role}`,
      role,
      passwordHash: await hashPassword(PASSWORD),
      totpSecret: new SecretBox(secret, 'staff-totp').seal(totpSecret),
      createdAt: s.clock.now(),
    })
    .returning({ id: staffMembers.id });
  if (!row) throw new Error('member not created');
  return { id: row.id, email, role, totpSecret };
}

/** The session a sign-in answer set, as headers the console's next requests carry. */
export function sessionFrom(
  response: LightMyRequestResponse,
  memberId: string,
  role: StaffRole,
): SignedInStaff {
  const cookie = (name: string) => response.cookies.find((c) => c.name === name)?.value;
  const token = cookie(STAFF_SESSION_COOKIE);
  const csrf = cookie(STAFF_CSRF_COOKIE);
  if (!token || !csrf) throw new Error(`no session cookies in the answer: ${response.body}`);
  return {
    memberId,
    role,
    headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}`, [STAFF_CSRF_HEADER]: csrf },
  };
}

export async function post(
  s: TestService,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await s.app.inject({
    method: 'POST',
    url: `/staff-api${path}`,
    payload: body as Record<string, unknown>,
    headers,
  });
  return {
    response,
    status: response.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: tests read each route's own answer fields.
    ...(response.json() as { code: number; msg: string; data: any }),
  };
}
