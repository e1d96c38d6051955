import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { PortalService } from '../../repayment/portal/portal-service.ts';
import { CollectionActions, type PaymentLinks } from './collection-actions.ts';
import { collectionsQueue } from './collections-queue.ts';
import { collectionsRoutes } from './collections-routes.ts';
import { followUpPromises } from './promise-follow-up.ts';

/**
 * Collections in the staff console (issue 21): delinquency buckets, the collectors' queue and
 * cases, contact attempts, promises to pay and payment links under each market's contact rules
 * (decisions 060, 061), and the tick step that follows promises up.
 */
export const collectionsConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock } = shared;
  // The borrower's own portal link (modules/repayment/portal), made in the action's transaction.
  const paymentLinks: PaymentLinks | undefined = shared.portalOrigin
    ? (tx, caller, userId, orderNo) =>
        new PortalService({
          db: tx,
          clock,
          repayment: shared.repayment,
          profiles: shared.profiles,
          origin: shared.portalOrigin,
          oxxoReflected: shared.oxxo?.reflected,
          speiOffered: shared.speiOffered,
          nigerianChannels: shared.nigerianChannels,
        }).linkFor(caller, userId, orderNo)
    : undefined;
  const actions = new CollectionActions({ db, clock, paymentLinks });
  shared.staff.queues.add(collectionsQueue);
  parts.addStaffRoutes(app, collectionsRoutes({ db, clock, markets: shared.config.markets, actions }));
  parts.addTickStep('followUpPromises', () => followUpPromises(db, clock));
};
