/** The Twilio account the stand-in serves, as Twilio knows it, and how its network behaves. */
export interface TwilioStandInOptions {
  /** AC + 32 hexadecimal digits: the Basic user and the account in every path. */
  accountSid: string;
  /** The Basic password. */
  authToken: string;
  /** Milliseconds between Twilio accepting a message or call and the phone having it. */
  deliveryDelayMs: number;
  /** Real time for that delay; tests may hold it. */
  wallNow?: () => number;
}
