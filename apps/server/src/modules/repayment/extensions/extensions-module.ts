import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { extensionCalls } from './extension-routes.ts';
import { ExtensionService } from './extension-service.ts';

/** Extensions: a fee paid moves the due dates; unpaid within its wait, the extension lapses. */
export const extensionsModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const extensions = new ExtensionService({ db: shared.db, clock: shared.clock });
  parts.addCalls(app, extensionCalls(extensions));
  parts.addTickStep('expireWaitingExtensions', () => extensions.expireWaiting());
};
