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
  // A return goes out as its market's payouts do: pesos over STP, naira through Paystack (decision 047).
  const credit = new CreditService({
    db,
    clock,
    providerName: (currency) => payouts.forCurrency(currency).name,
  });
  parts.addCalls(app, creditCalls(credit));
  const job = { db, clock, providers: payouts, log };
  parts.addTickStep('submitCreditReturns', () => submitQueuedReturns(job));
  parts.addTickStep('settleCreditReturns', () => settleSentReturns(job));
  parts.addTickStep('applyCreditToNewLoans', () => credit.applyToNewLoans());
};
