import { type StaffPermission, staffCan } from '@puente/domain';
import { useGetIdentity } from '@refinedev/core';
import type { StaffMe } from './me.ts';

/** For a button or section: may the signed-in member do this? False until /me has answered. */
export function useStaffCan(permission: StaffPermission): boolean {
  const { data } = useGetIdentity<StaffMe>();
  return data ? staffCan(data.role, permission) : false;
}

export function useMe(): StaffMe | undefined {
  return useGetIdentity<StaffMe>().data ?? undefined;
}
