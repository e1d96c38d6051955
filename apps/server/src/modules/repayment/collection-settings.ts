import { createHmac } from 'node:crypto';
import {
  type CollectionSecrets,
  collectionSecrets,
  Secret,
} from '../../providers/collection/collection-secrets.ts';

/** The `empresa` the sandbox STP notifies for when STP_COMPANY is not set. */
export const SANDBOX_STP_COMPANY = 'PUENTE';

/**
 * The providers' secrets from the environment. A sandbox started without them derives its own from
 * the service secret, so `npm start` needs no setup and the sandbox providers sign exactly as the
 * real ones would; production takes only what the environment gives (an unset provider is refused).
 */
export function collectionSettings(
  env: NodeJS.ProcessEnv,
  sandbox: boolean,
  serviceSecret: string,
): CollectionSecrets {
  const fromEnv = collectionSecrets(env);
  if (!sandbox) return fromEnv;
  const derived = (name: string) =>
    new Secret(createHmac('sha256', serviceSecret).update(`collection:${name}`).digest('hex'));
  return {
    stp: fromEnv.stp ?? { company: SANDBOX_STP_COMPANY, webhookUser: 'stp', webhookPassword: derived('stp') },
    stripeWebhookSecret: fromEnv.stripeWebhookSecret ?? derived('stripe'),
    paystackSecretKey: fromEnv.paystackSecretKey ?? derived('paystack'),
    flutterwaveSecretHash: fromEnv.flutterwaveSecretHash ?? derived('flutterwave'),
    monnifyClientSecret: fromEnv.monnifyClientSecret ?? derived('monnify'),
  };
}
