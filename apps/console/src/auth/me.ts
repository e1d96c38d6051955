import { isStaffRole, STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@puente/domain';
import { staffApi } from '../api/staff-api.ts';

/** GET /staff-api/me: the signed-in member. */
export interface StaffMe {
  memberId: string;
  name: string;
  role: StaffRole;
  permissions: readonly StaffPermission[];
}

let pending: Promise<StaffMe> | undefined;

/** The signed-in member, asked once and kept until sign-in or sign-out; rejects when signed out. */
export function loadMe(): Promise<StaffMe> {
  pending ??= staffApi.get<unknown>('/me', { signedOutIsExpected: true }).then(readMe);
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

export function forgetMe(): void {
  pending = undefined;
}

function readMe(data: unknown): StaffMe {
  const value = (data ?? {}) as Record<string, unknown>;
  const role = isStaffRole(value.role) ? value.role : 'agent';
  const permissions = Array.isArray(value.permissions)
    ? value.permissions.filter((p): p is StaffPermission =>
        (STAFF_PERMISSIONS as readonly unknown[]).includes(p),
      )
    : [];
  return {
    memberId: String(value.memberId ?? ''),
    name: String(value.name ?? ''),
    role,
    permissions,
  };
}
