import type { FastifyPluginAsync } from 'fastify';
import { addressRanges } from '../../../providers/collection/address-ranges.ts';
import { createCollectionWebhooks } from '../../../providers/collection/create-collection-webhooks.ts';
import { createStpOrders } from '../../../providers/collection/create-stp-orders.ts';
import { confirmAtFlutterwave, confirmAtStp } from '../../../providers/collection/payment-confirmation.ts';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import * as payOrders from '../pay-order-repository.ts';
import { ProviderConfirmedCrediting } from './provider-confirmed-crediting.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';

/** The providers' payment webhooks: each verified notification is credited once, once confirmed. */
export const creditingModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, collection, nigeria, config, crediting, log } = shared;
  const stpOrders = createStpOrders({ stp: collection.stp, sandbox: config.sandbox, app });
  // STP and Flutterwave prove only a shared secret: each payment is asked of the provider (decision 037).
  const received = new ProviderConfirmedCrediting({
    db,
    clock,
    crediting,
    log,
    confirmers: {
      flutterwave: confirmAtFlutterwave(nigeria.gateways.flutterwave),
      ...(stpOrders ? { stp: confirmAtStp(stpOrders) } : {}),
    },
  });
  parts.addTickStep('confirmPayments', () => received.confirmWaiting());
  await registerWebhookRoutes(app, {
    verifiers: createCollectionWebhooks(collection),
    crediting: received,
    clock,
    // An OXXO voucher that expired unpaid: its pay order stops being offered (a paid one stays paid).
    closeReference: (provider, reference) => payOrders.closePending(db, provider, reference),
    sources: collection.stp ? { stp: addressRanges(collection.stp.notifyFrom) } : {},
  });
};
