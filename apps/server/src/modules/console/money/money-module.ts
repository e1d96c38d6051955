import { MARKETS, type MarketId } from '@puente/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { moneyActionRoutes } from './action-routes.ts';
import { creditApplyKind, creditRefundKind } from './credit-proposals.ts';
import { depositMatchKind } from './deposit-proposals.ts';
import { loanWriteOffKind, manualCreditKind, penaltyWaiverKind } from './loan-proposals.ts';
import { moneyQueues } from './money-queues.ts';
import { payoutChangedAccountKind } from './payout-actions.ts';
import { moneyQueueRoutes } from './queue-routes.ts';

/**
 * The money side of the staff console (decision 058): every action that moves or forgives money is
 * a maker-checker proposal (family `money`, decided through /staff-api/proposals); failed payouts
 * are retried directly; four queues list what waits.
 */
export const moneyConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, payouts } = shared;
  const { proposals, queues } = shared.staff;
  // Money goes out as the market's payouts do: pesos over STP, naira through Paystack (decision 047).
  const byCurrency = (currency: string) => payouts.forCurrency(currency).name;
  const byMarket = (market: MarketId) => byCurrency(MARKETS[market].currency);
  proposals.register(creditRefundKind({ clock, providerName: byCurrency }));
  proposals.register(creditApplyKind({ clock, providerName: byCurrency }));
  proposals.register(penaltyWaiverKind);
  proposals.register(loanWriteOffKind);
  proposals.register(manualCreditKind);
  proposals.register(depositMatchKind);
  proposals.register(payoutChangedAccountKind(byMarket));
  for (const queue of moneyQueues()) queues.add(queue);
  parts.addStaffRoutes(app, [
    ...moneyQueueRoutes({ db, clock }),
    ...moneyActionRoutes({ db, clock, providers: payouts, providerName: byMarket }),
  ]);
};
