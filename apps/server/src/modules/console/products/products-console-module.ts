import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { productChangeKind } from './product-change-kind.ts';
import { productRoutes } from './product-routes.ts';

/**
 * Loan products managed from the console (decision 056): versions kept in the database, changed
 * by maker-checker, each in force from a stated instant. The catalogue itself is a shared service
 * (`shared.products`) because the loans module prices from it.
 */
export const productsConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, products: catalogue } = shared;
  const { proposals } = shared.staff;
  proposals.register(productChangeKind(() => catalogue.invalidate()));
  parts.addStaffRoutes(app, productRoutes({ db, clock, catalogue, proposals }));
};
