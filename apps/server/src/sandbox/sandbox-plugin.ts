import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../server/server-parts.ts';
import { SandboxCollections } from './collection/sandbox-collections.ts';
import { registerSandboxPaymentRoutes } from './collection/sandbox-payment-routes.ts';
import { registerBankHolderRoute } from './dev/bank-holder-route.ts';
import { registerDevRoutes } from './dev/dev-routes.ts';
import { registerPaystackOtpRoute } from './dev/paystack-otp-route.ts';
import { registerVoucherReviewRoutes } from './dev/voucher-review-routes.ts';
import { PAYSTACK_SANDBOX } from './standins/paystack/paystack-sandbox-routes.ts';
import { standInPath } from './standins/sandbox-standins.ts';
import { STRIPE_TILL_PATH } from './standins/stripe/stripe-standin.ts';

/**
 * Everything a tester has that production has not, registered only in sandbox mode: the clock and
 * outbox tools under /dev, the payers' side of the sandbox payment providers, and the review of
 * proofs of payment until the operator console exists.
 */
export const sandboxPlugin: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock } = shared;
  // The tick runs in the request, not through the job queue, so that when a tester's clock move
  // answers, the deadline work at the new time is done; every tick step is safe to run twice at once.
  registerDevRoutes(app, { db, clock, runTick: parts.tick.run });
  // STP reached through its stand-in (create-stp.ts connected it): deposits are made and answered there.
  const stpStandIn = shared.standins?.connectionOf('stp');
  const collections = new SandboxCollections({
    db,
    clock,
    stp: stpStandIn,
    monnify: shared.standins?.connectionOf('monnify'),
    // Flutterwave reached through its stand-in (create-flutterwave.ts connected it): payers pay there.
    flutterwave: shared.standins?.connectionOf('flutterwave'),
    // Paystack reached through its stand-in (create-paystack.ts connected it): payers pay there.
    paystack: shared.standins?.connectionOf('paystack'),
    // The till of the Stripe stand-in, when the service talks to it rather than to Stripe.
    ...(shared.standins?.names().includes('stripe')
      ? {
          oxxoTill: async (number: string) => {
            const paid = await app.inject({
              method: 'POST',
              url: `${standInPath('stripe')}${STRIPE_TILL_PATH}`,
              payload: { number },
            });
            return { status: paid.statusCode, body: paid.json() };
          },
        }
      : {}),
  });
  registerSandboxPaymentRoutes(app, collections);
  registerVoucherReviewRoutes(app, shared.vouchers);
  // The stand-ins of the providers this service was given no settings for, and their notifications.
  if (shared.standins) {
    const { standins } = shared;
    await standins.mount(app);
    parts.addTickStep('deliverStandInNotifications', () => standins.deliverDue());
  }
  // Nigeria's banks behind the Paystack stand-in; Mexico's payouts go to the STP stand-in, which needs no holder names.
  if (shared.standins?.names().includes('paystack'))
    registerBankHolderRoute(app, async (bankCode, accountNumber, name) => {
      const named = await app.inject({
        method: 'POST',
        url: `${standInPath('paystack')}${PAYSTACK_SANDBOX.holder}`,
        payload: { bank_code: bankCode, account_number: accountNumber, name },
      });
      if (named.statusCode !== 200)
        throw new Error(`the Paystack stand-in refused the holder (${named.statusCode})`);
    });
  // The operator's OTP for a transfer Paystack holds, read from the stand-in (decision 047).
  if (shared.standins?.names().includes('paystack'))
    registerPaystackOtpRoute(app, { db, providers: shared.payouts });
};
