import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { securityCalls } from './security-routes.ts';

/** Codes, registration, login and sessions. The service is shared: every call with a session reads it. */
export const securityModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, securityCalls(shared.security));
  parts.addTickStep('purgeExpiredSecurity', () => shared.security.purgeExpired());
};
