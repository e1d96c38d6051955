import { permissionsOf } from '@puente/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { moneyProposalRoutes } from './proposals/proposal-routes.ts';
import { clearStaffSessionCookies } from './staff-cookies.ts';
import { staffOpenApi } from './staff-openapi.ts';
import { staffRoute } from './staff-route.ts';

/**
 * The staff console's own API (decision 053), never reachable with a borrower's token: who is
 * signed in, sign-out, maker-checker for money, and the API's description.
 */
export const staffModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { sessions, proposals } = shared.staff;
  parts.addStaffRoutes(app, [
    staffRoute({
      method: 'GET',
      url: '/me',
      access: 'signedIn',
      summary: 'The signed-in member, their role and what it allows',
      handler: async ({ caller }) => ({
        memberId: caller.memberId,
        name: caller.name,
        role: caller.role,
        permissions: permissionsOf(caller.role),
      }),
    }),
    staffRoute({
      method: 'POST',
      url: '/session/end',
      access: 'signedIn',
      summary: 'Sign out: the session ends at once',
      handler: async ({ caller, reply }) => {
        await sessions.revoke(shared.db, caller.sessionId);
        clearStaffSessionCookies(reply);
        return null;
      },
    }),
    ...moneyProposalRoutes(proposals),
  ]);
  // Routes other modules add come before this one; the document is read when asked for.
  parts.addStaffRoutes(app, [
    staffRoute({
      method: 'GET',
      url: '/docs',
      access: 'signedIn',
      summary: 'This API, as OpenAPI',
      handler: async () => staffOpenApi(parts.staffRoutes()),
    }),
  ]);
};
