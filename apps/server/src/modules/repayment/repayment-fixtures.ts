import type { CollectionProvider, SignedWebhook } from '../../providers/collection/collection-payment.ts';
import { stripeOxxoEvent } from '../../providers/collection/sandbox-oxxo.ts';
import { stpNotification } from '../../providers/collection/sandbox-stp.ts';
import type { TestService } from '../../testing/test-service.ts';
import { webhookPath } from './webhook-routes.ts';

/** Known provider secrets for tests, so a test can sign (or mis-sign) a webhook itself. */
export const TEST_COLLECTION_ENV = {
  STP_COMPANY: 'PUENTE',
  STP_WEBHOOK_USER: 'stp-notify',
  STP_WEBHOOK_PASSWORD: 'stp-test-password',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
  PAYSTACK_SECRET_KEY: 'sk_test_paystack',
  FLUTTERWAVE_SECRET_HASH: 'flw-test-hash',
  MONNIFY_CLIENT_SECRET: 'monnify-test-secret',
};

export function stpTransfer(s: TestService, clabe: string, amountMinor: number, seed: string): SignedWebhook {
  return stpNotification({
    clabe,
    amountMinor,
    seed,
    company: TEST_COLLECTION_ENV.STP_COMPANY,
    webhookUser: TEST_COLLECTION_ENV.STP_WEBHOOK_USER,
    webhookPassword: TEST_COLLECTION_ENV.STP_WEBHOOK_PASSWORD,
    at: s.clock.now(),
  });
}

export function oxxoPaid(
  s: TestService,
  reference: string,
  amountMinor: number,
  seed: string,
): SignedWebhook {
  return stripeOxxoEvent({
    reference,
    amountMinor,
    seed,
    webhookSecret: TEST_COLLECTION_ENV.STRIPE_WEBHOOK_SECRET,
    at: s.clock.now(),
  });
}

/** Posts a webhook the way the provider's HTTP call arrives. */
export async function postWebhook(s: TestService, provider: CollectionProvider, webhook: SignedWebhook) {
  return s.app.inject({
    method: 'POST',
    url: webhookPath(provider),
    headers: { 'content-type': 'application/json', ...webhook.headers },
    payload: webhook.rawBody,
  });
}
