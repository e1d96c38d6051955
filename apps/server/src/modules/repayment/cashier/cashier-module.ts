import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { cashierCalls } from './cashier-routes.ts';

/** Card and bank checkout at a Nigerian payment gateway. */
export const cashierModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, cashierCalls(shared.cashier));
};
