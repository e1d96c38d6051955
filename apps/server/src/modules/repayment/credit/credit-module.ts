import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { settleSentReturns, submitQueuedReturns } from './credit-return-job.ts';
import { creditCalls } from './credit-routes.ts';
import { CreditService } from './credit-service.ts';

/**
 * The borrower's credit (decision 032): seeing it, having it sent back through the payout provider
 * that sends disbursements, or using it on a loan.
 */
export const creditModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, payouts, log } = shared;
  // Returns keep the provider they had before payouts went per market (the sandbox bank, or none in
  // production); sending Mexican returns over STP is the integrator's step (decision 040).
  const payout = payouts.forMarket('NG');
  const credit = new CreditService({ db, clock, providerName: payout.name });
  parts.addCalls(app, creditCalls(credit));
  const job = { db, clock, provider: payout, log };
  parts.addTickStep('submitCreditReturns', () => submitQueuedReturns(job));
  parts.addTickStep('settleCreditReturns', () => settleSentReturns(job));
  parts.addTickStep('applyCreditToNewLoans', () => credit.applyToNewLoans());
};
