import type { FastifyPluginAsync } from 'fastify';
import { addressRanges } from '../../../providers/collection/address-ranges.ts';
import { createCollectionWebhooks } from '../../../providers/collection/create-collection-webhooks.ts';
import { createStpOrders } from '../../../providers/collection/create-stp-orders.ts';
import { confirmAtFlutterwave, confirmAtStp } from '../../../providers/collection/payment-confirmation.ts';
import { FlutterwavePayouts } from '../../../providers/flutterwave/flutterwave-payouts.ts';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { flutterwavePayoutEvents } from '../../disbursement/flutterwave-transfer-webhook.ts';
import { monnifyPayoutEvents } from '../../disbursement/monnify-transfer-webhook.ts';
import { applyOrdenChange } from '../../disbursement/orden-state-change.ts';
import { paystackPayoutEvents } from '../../disbursement/paystack-transfer-webhook.ts';
import * as payOrders from '../pay-order-repository.ts';
import { ProviderConfirmedCrediting } from './provider-confirmed-crediting.ts';
import { StpReconciliation } from './stp-reconciliation.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';

/** The providers' payment webhooks: each verified notification is credited once, once confirmed. */
export const creditingModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, collection, nigeriaProviders, crediting, log, stp, monnify, flutterwave } = shared;
  const stpOrders = createStpOrders({ stp: collection.stp, connection: stp });
  // STP and Flutterwave prove only a shared secret: each payment is asked of the provider (decision 037).
  const received = new ProviderConfirmedCrediting({
    db,
    clock,
    crediting,
    log,
    confirmers: {
      // Built, not only offered: a Flutterwave account's payment is confirmed though checkouts are not offered there.
      flutterwave: confirmAtFlutterwave(nigeriaProviders.gateways.flutterwave),
      ...(stpOrders ? { stp: confirmAtStp(stpOrders) } : {}),
      // Monnify signs its webhooks, but a replay or a reversed payment is caught only by asking it.
      ...(monnify ? { monnify: monnify.confirm } : {}),
    },
  });
  parts.addTickStep('confirmPayments', () => received.confirmWaiting());
  // Once a day, STP's listing against the ledger (decision 041); a payout STP settled that we still
  // hold as sent is settled as its LIQUIDACION would have.
  if (stp) {
    const reconciliation = new StpReconciliation({
      db,
      clock,
      crediting,
      log,
      connection: stp,
      settlePayout: async (order) =>
        (await applyOrdenChange(
          { db, clock },
          { id: order.id, folioOrigen: order.claveRastreo, estado: 'LIQUIDACION', causaDevolucion: null },
        )) === 'applied',
    });
    parts.addTickStep('reconcileStp', () => reconciliation.run());
  }
  await registerWebhookRoutes(app, {
    verifiers: createCollectionWebhooks(collection),
    crediting: received,
    clock,
    // An OXXO voucher that expired unpaid: its pay order stops being offered (a paid one stays paid).
    closeReference: (provider, reference) => payOrders.closePending(db, provider, reference),
    sources: collection.stp ? { stp: addressRanges(collection.stp.notifyFrom) } : {},
    // Each provider's events about the payouts it sent come on its one webhook URL (decisions 047, 052).
    payoutEvents: {
      ...(collection.paystackSecretKey
        ? { paystack: paystackPayoutEvents({ db, clock, secretKey: collection.paystackSecretKey.reveal() }) }
        : {}),
      ...(collection.monnifyClientSecret
        ? {
            monnify: monnifyPayoutEvents({
              db,
              clock,
              clientSecret: collection.monnifyClientSecret.reveal(),
            }),
          }
        : {}),
      ...(collection.flutterwaveSecretHash && flutterwave
        ? {
            flutterwave: flutterwavePayoutEvents({
              db,
              clock,
              secretHash: collection.flutterwaveSecretHash.reveal(),
              payouts: new FlutterwavePayouts(flutterwave),
            }),
          }
        : {}),
    },
  });
};
