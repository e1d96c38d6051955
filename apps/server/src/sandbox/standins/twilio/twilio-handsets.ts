/** Twilio's phones are the SMS stand-ins' shared handsets (../handsets.ts). */
export { type Delivery, Handsets as TwilioHandsets } from '../handsets.ts';
