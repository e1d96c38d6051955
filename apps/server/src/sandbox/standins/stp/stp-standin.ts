import type { StandIn } from '../standin.ts';
import { registerStpCollectionRoutes } from './stp-collection-routes.ts';
import { registerStpPayoutRoutes } from './stp-payout-routes.ts';
import type { StpStandInOptions } from './stp-standin-options.ts';

/** STP's API as STP answers it: signed requests checked against the company's key, notifications back. */
export function stpStandIn(options: StpStandInOptions): StandIn {
  return {
    name: 'stp',
    routes(app, context) {
      registerStpPayoutRoutes(app, context, options);
      registerStpCollectionRoutes(app, context, options);
    },
    signNotification: () => ({
      authorization: `Basic ${Buffer.from(`${options.notifyUser}:${options.notifyPassword}`).toString('base64')}`,
    }),
  };
}
