import { hmacHex } from '../../../providers/collection/webhook-crypto.ts';
import type { StandIn } from '../standin.ts';
import { registerMonnifyAccountRoutes } from './monnify-account-routes.ts';
import { registerMonnifyAuth } from './monnify-auth-routes.ts';
import { registerMonnifyDisbursementRoutes } from './monnify-disbursement-routes.ts';
import type { MonnifyStandInOptions } from './monnify-standin-options.ts';

/**
 * Monnify's API as Monnify answers it (decision 049): the Basic login and expiring bearer tokens,
 * reserved accounts, transaction lookups, single disbursements with OTP authorization, and its
 * webhooks back, signed `monnify-signature` (HMAC-SHA512 of the body with the client secret).
 */
export function monnifyStandIn(options: MonnifyStandInOptions): StandIn {
  return {
    name: 'monnify',
    routes(app, context) {
      registerMonnifyAuth(app, context, options);
      registerMonnifyAccountRoutes(app, context, options);
      registerMonnifyDisbursementRoutes(app, context, options);
    },
    signNotification: (notification) => ({
      'monnify-signature': hmacHex('sha512', options.clientSecret, notification.body),
    }),
  };
}
