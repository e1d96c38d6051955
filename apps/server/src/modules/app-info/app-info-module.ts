import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { appInfoCalls } from './app-info-routes.ts';
import { countryCalls } from './country-routes.ts';

/** What an app asks before anyone logs in: its policy, version and the caller's country. */
export const appInfoModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, appInfoCalls(shared.appInfo));
  parts.addCalls(app, countryCalls(shared.appInfo));
};
