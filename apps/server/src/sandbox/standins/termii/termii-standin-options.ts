/** The Termii account the stand-in serves, as Termii knows it, and how its network behaves. */
export interface TermiiStandInOptions {
  /** The account's API key, sent as `api_key` in every request body (or query, for reads). */
  apiKey: string;
  /** Sender IDs registered and approved on the account; any other `from` is refused as Termii does. */
  senderIds: readonly string[];
  /** Milliseconds between Termii accepting a message and the phone having it. */
  deliveryDelayMs: number;
  /** The account holder's name, which Termii answers every send with (`user`). */
  user?: string;
  /**
   * The account's balance in naira at start; each page sent costs one, and a send it cannot pay for
   * is refused. Unset, the account is kept topped up (a sandbox's), so it never runs dry.
   */
  balance?: number;
  /** Real time for the delivery delay; tests may hold it. */
  wallNow?: () => number;
}
