import { LOAN_PRODUCTS, MARKET_LENDING, validateProducts } from '@puente/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { loanCalls } from './loan-routes.ts';
import { decideDueApplications, expireOffers } from './review-job.ts';

/** Loan applications, their review and the offers they end in. */
export const loansModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  // A product that breaks a market rule must never be offered: refuse to start instead.
  validateProducts(LOAN_PRODUCTS, MARKET_LENDING);
  const { db, clock, log } = shared;
  parts.addCalls(app, loanCalls(shared.loans));
  parts.addTickStep('decideApplications', () => decideDueApplications({ db, clock, log }));
  parts.addTickStep('expireOffers', () => expireOffers(db, clock));
};
