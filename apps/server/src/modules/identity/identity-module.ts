import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { identityCalls } from './identity-routes.ts';

/** The borrower's identity: ID card photos, the KYC check and the face match. */
export const identityModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, identityCalls(shared.identity));
};
