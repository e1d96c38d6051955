import type { StandIn } from '../standin.ts';
import { registerTwilioApiRoutes } from './twilio-api-routes.ts';
import type { TwilioStandInOptions } from './twilio-standin-options.ts';

export const TWILIO_STANDIN = 'twilio';

/** Twilio's REST API for text messages and calls, checked and answered as Twilio does. */
export function twilioStandIn(options: TwilioStandInOptions): StandIn {
  return {
    name: TWILIO_STANDIN,
    routes(app, context) {
      registerTwilioApiRoutes(app, context, options);
    },
  };
}
