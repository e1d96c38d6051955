import { staffCan } from '@puente/domain';
import type { AccessControlProvider } from '@refinedev/core';
import { areaPermission } from '../features/registry.ts';
import { loadMe } from './me.ts';

/**
 * What the console shows a member: each area names the permission of each action
 * (features/registry.ts); the answer is `staffCan` on the member's role, the same table the
 * service refuses with. Hiding is a courtesy; the service's refusal is the control.
 */
export const staffAccessControl: AccessControlProvider = {
  can: async ({ resource, action }) => {
    const needed = areaPermission(resource, action);
    if (needed === 'signedIn') return { can: true };
    if (needed === undefined) return { can: false, reason: 'unknown' };
    try {
      const me = await loadMe();
      return { can: staffCan(me.role, needed) };
    } catch {
      return { can: false };
    }
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
