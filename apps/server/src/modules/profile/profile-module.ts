import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { profileCalls } from './profile-routes.ts';

/** The borrower's profile forms: personal details, work, contacts and the bank account paid into. */
export const profileModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, profileCalls(shared.profile));
};
