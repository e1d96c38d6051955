import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { registerHealthRoutes } from './health-routes.ts';

/** Liveness and readiness for the platform, outside the app protocol. */
export const healthModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared }) => {
  registerHealthRoutes(app, shared.database);
};
