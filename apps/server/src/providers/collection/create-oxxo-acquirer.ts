import { createHmac } from 'node:crypto';
import type { SandboxStandIns } from '../../sandbox/standins/sandbox-standins.ts';
import { stripeStandIn } from '../../sandbox/standins/stripe/stripe-standin.ts';
import type { StripeSettings } from '../../settings/config.ts';
import { stripeClient } from '../stripe/stripe-client.ts';
import { type StripeLog, StripeOxxoAcquirer } from '../stripe/stripe-oxxo-acquirer.ts';
import type { OxxoAcquirer } from './oxxo-acquirer.ts';

export interface OxxoAcquirerDeps {
  stripe: StripeSettings;
  /** The sandbox's stand-ins; undefined in production. */
  standins: SandboxStandIns | undefined;
  /** The webhook secret the stand-in signs with (the sandbox derives one when none is given). */
  webhookSecret: string | undefined;
  /** Keys the stand-in's own API key, so a sandbox needs no Stripe key. */
  serviceSecret: string;
  /** The web app's origin, where a browser reaches the stand-in's voucher page. */
  publicUrl: string | undefined;
  log?: StripeLog;
}

/**
 * OXXO through Stripe (decision 042). A Stripe key makes the service use Stripe's API at
 * STRIPE_API_BASE, in sandbox mode too (a test-mode key against Stripe's test mode); without one a
 * sandbox talks to its Stripe stand-in, over the same client; production without one has no OXXO
 * acquirer (undefined): the channel is not offered.
 */
export function createOxxoAcquirer(deps: OxxoAcquirerDeps): OxxoAcquirer | undefined {
  const key = deps.stripe.secretKey?.reveal();
  if (key) {
    const connection = { baseUrl: deps.stripe.apiBase, fetch: globalThis.fetch };
    // Live Stripe tells a till payment by the next business day; its test mode within minutes.
    const reflected = key.startsWith('sk_live_') ? 'nextBusinessDay' : 'withinMinutes';
    return new StripeOxxoAcquirer(stripeClient(key, connection), reflected, deps.log);
  }
  if (!deps.standins || !deps.webhookSecret) return undefined;
  const secretKey = `sk_test_${createHmac('sha256', deps.serviceSecret).update('stripe:standin').digest('hex')}`;
  const connection = deps.standins.connect(
    stripeStandIn({
      secretKey,
      webhookSecret: deps.webhookSecret,
      ...(deps.publicUrl ? { publicBaseUrl: `${deps.publicUrl}/dev/stripe` } : {}),
    }),
  );
  return new StripeOxxoAcquirer(stripeClient(secretKey, connection), 'withinMinutes', deps.log);
}
