import type { StandIn } from '../standin.ts';
import { registerTermiiApiRoutes } from './termii-api-routes.ts';
import type { TermiiStandInOptions } from './termii-standin-options.ts';

export const TERMII_STANDIN = 'termii';

/** Termii's Messaging API for Nigerian numbers, checked and answered as Termii does (decision 051). */
export function termiiStandIn(options: TermiiStandInOptions): StandIn {
  return {
    name: TERMII_STANDIN,
    routes(app, context) {
      registerTermiiApiRoutes(app, context, options);
    },
  };
}
