import type { MarketId } from '@puente/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { disbursementCalls } from './disbursement-routes.ts';
import { DisbursementService } from './disbursement-service.ts';
import { settleSentPayouts, submitQueuedPayouts } from './payout-job.ts';
import { registerStpOrdenRoute } from './stp-orden-route.ts';

/** Paying a signed loan out to the borrower's bank account, through the payout provider. */
export const disbursementModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, payouts, log } = shared;
  const providerName = (market: MarketId) => payouts.forMarket(market).name;
  parts.addCalls(app, disbursementCalls(new DisbursementService({ db, clock, providerName })));
  const payoutJob = { db, clock, providers: payouts, log };
  parts.addTickStep('submitPayouts', () => submitQueuedPayouts(payoutJob));
  parts.addTickStep('settlePayouts', () => settleSentPayouts(payoutJob));
  // STP tells each order's outcome; without STP's settings there is nothing to hear from.
  if (shared.collection.stp) await registerStpOrdenRoute(app, { db, clock, stp: shared.collection.stp });
};
