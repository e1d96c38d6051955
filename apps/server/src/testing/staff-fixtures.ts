import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@puente/domain';
import type { Service } from '../app.ts';
import { staffMembers } from '../db/schema.ts';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '../modules/staff/staff-cookies.ts';

export interface SignedInStaff {
  memberId: string;
  role: StaffRole;
  /** Headers that carry the session and its CSRF token, as the console's requests do. */
  headers: Record<string, string>;
}

/**
 * A member of `role` with a session, made directly in the database: tests of a staff area start
 * here; the sign-in itself (password, TOTP, passkey) has its own tests.
 */
export async function signInStaff(
  service: Service,
  role: StaffRole,
  options: { email?: string; name?: string } = {},
): Promise<SignedInStaff> {
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@puente.example`;
  const [member] = await service.database.db
    .insert(staffMembers)
    .values({ email, name: options.name ?? `Test ${role}`, role, createdAt: service.clock.now() })
    .returning({ id: staffMembers.id });
  if (!member) throw new Error('staff member not created');
  const session = await service.services.staff.sessions.create(service.database.db, member.id, {
    ip: '127.0.0.1',
  });
  return {
    memberId: member.id,
    role,
    headers: { cookie: `${STAFF_SESSION_COOKIE}=${session.token}`, [STAFF_CSRF_HEADER]: session.csrf },
  };
}

export interface StaffReply {
  status: number;
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read each route's own answer fields.
  data: any;
}

/** A staff API request (`/staff-api` + path) as the signed-in member, or with no session. */
export async function staffCall(
  service: Service,
  who: SignedInStaff | undefined,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<StaffReply> {
  const response = await service.app.inject({
    method,
    url: `/staff-api${path}`,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(method === 'POST' ? { payload: (body ?? {}) as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
