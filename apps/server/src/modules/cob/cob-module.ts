import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { runCloseOfBusiness } from './cob-job.ts';

/** Close of business: no calls, one tick step that closes each market's business days in order. */
export const cobModule: FastifyPluginAsync<ModuleOptions> = async (_app, { shared, parts }) => {
  parts.addTickStep('closeOfBusiness', () => runCloseOfBusiness({ db: shared.db, clock: shared.clock }));
};
