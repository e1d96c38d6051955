import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { marketCalls } from './market-routes.ts';

/** What a market offers before anyone applies: products, limits, support contacts. */
export const marketModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, marketCalls(shared.loans, shared.config.support, shared.config.partnerOffers));
};
