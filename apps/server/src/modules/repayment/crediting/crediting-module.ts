import type { FastifyPluginAsync } from 'fastify';
import { createCollectionWebhooks } from '../../../providers/collection/create-collection-webhooks.ts';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { GatewayConfirmedCrediting } from './cashier-confirmed-crediting.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';

/** The providers' payment webhooks: each verified notification is credited once. */
export const creditingModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared }) => {
  const { db, clock, collection, nigeria } = shared;
  await registerWebhookRoutes(app, {
    verifiers: createCollectionWebhooks(collection),
    // Flutterwave's unsigned webhook is credited from its verify answer (cashier-confirmed-crediting.ts).
    crediting: new GatewayConfirmedCrediting({ db, clock }, nigeria.gateways.flutterwave),
    clock,
  });
};
