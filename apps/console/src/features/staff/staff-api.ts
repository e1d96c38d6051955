import { isStaffRole, type StaffRole } from '@puente/domain';
import { staffApi } from '../../api/staff-api.ts';
import { listOf } from '../../api/staff-data-provider.ts';

export type MemberStatus = 'invited' | 'active' | 'locked' | 'disabled';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: MemberStatus;
  hasTotp: boolean;
  hasPasskey: boolean;
  lastSignInAt: string | null;
}

export interface NewInvite {
  /** The whole address to hand over (on PUBLIC_URL, or this console's own origin). */
  link: string;
  expiresAt: string | null;
}

const STATUSES: readonly MemberStatus[] = ['invited', 'active', 'locked', 'disabled'];

/** GET /staff-api/staff → {members: [...]}. */
export async function listStaff(): Promise<StaffMember[]> {
  const data = await staffApi.get<{ members?: unknown }>('/staff');
  const rows = Array.isArray(data?.members) ? data.members : listOf(data);
  return rows.map((row) => readMember(row as Record<string, unknown>));
}

/** POST /staff-api/staff/invites → {memberId, path, link|null, expiresAt}. */
export async function inviteMember(input: {
  email: string;
  name: string;
  role: StaffRole;
}): Promise<NewInvite> {
  const data = await staffApi.post<Record<string, unknown>>('/staff/invites', input);
  // Without PUBLIC_URL the service answers only the path; this console's origin is the service's.
  const link =
    typeof data?.link === 'string' && data.link
      ? data.link
      : new URL(String(data?.path ?? '/console/invite'), window.location.origin).toString();
  return { link, expiresAt: typeof data?.expiresAt === 'string' ? data.expiresAt : null };
}

export const disableMember = (id: string) => staffApi.post(`/staff/${encodeURIComponent(id)}/disable`, {});

export const changeRole = (id: string, role: StaffRole) =>
  staffApi.post(`/staff/${encodeURIComponent(id)}/role`, { role });

function readMember(row: Record<string, unknown>): StaffMember {
  const status = STATUSES.find((s) => s === row.status) ?? 'active';
  return {
    id: String(row.id ?? ''),
    email: String(row.email ?? ''),
    name: String(row.name ?? ''),
    role: isStaffRole(row.role) ? row.role : 'agent',
    status,
    hasTotp: row.hasTotp === true,
    hasPasskey: row.hasPasskey === true,
    lastSignInAt: typeof row.lastSignInAt === 'string' ? row.lastSignInAt : null,
  };
}
