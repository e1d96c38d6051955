import { createHmac } from 'node:crypto';
import { LOOPBACK_RANGES } from '../../providers/collection/address-ranges.ts';
import type { CollectionSecrets } from '../../providers/collection/collection-secrets.ts';
import { Secret } from '../../settings/secret.ts';

/** The `empresa` the sandbox STP notifies for when STP_COMPANY is not set. */
export const SANDBOX_STP_COMPANY = 'PUENTE';

/**
 * The providers' secrets from the settings. A sandbox started without them derives its own from
 * the service secret, so `npm start` needs no setup and the sandbox providers sign exactly as the
 * real ones would; production takes only what the settings give (an unset provider is refused).
 */
export function collectionSettings(
  fromSettings: CollectionSecrets,
  sandbox: boolean,
  serviceSecret: string,
): CollectionSecrets {
  if (!sandbox) return fromSettings;
  const derived = (name: string) =>
    new Secret(createHmac('sha256', serviceSecret).update(`collection:${name}`).digest('hex'));
  return {
    stp: fromSettings.stp ?? {
      company: SANDBOX_STP_COMPANY,
      webhookUser: 'stp',
      webhookPassword: derived('stp'),
      notifyFrom: [...LOOPBACK_RANGES],
      apiBaseUrl: undefined,
    },
    stripeWebhookSecret: fromSettings.stripeWebhookSecret ?? derived('stripe'),
    paystackSecretKey: fromSettings.paystackSecretKey ?? derived('paystack'),
    flutterwaveSecretHash: fromSettings.flutterwaveSecretHash ?? derived('flutterwave'),
    monnifyClientSecret: fromSettings.monnifyClientSecret ?? derived('monnify'),
  };
}
