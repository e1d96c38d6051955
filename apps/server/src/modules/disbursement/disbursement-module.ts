import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { disbursementCalls } from './disbursement-routes.ts';
import { DisbursementService } from './disbursement-service.ts';
import { settleSentPayouts, submitQueuedPayouts } from './payout-job.ts';

/** Paying a signed loan out to the borrower's bank account, through the payout provider. */
export const disbursementModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, payout, log } = shared;
  parts.addCalls(app, disbursementCalls(new DisbursementService({ db, clock, providerName: payout.name })));
  const payoutJob = { db, clock, provider: payout, log };
  parts.addTickStep('submitPayouts', () => submitQueuedPayouts(payoutJob));
  parts.addTickStep('settlePayouts', () => settleSentPayouts(payoutJob));
};
