/** What the Flutterwave stand-in knows of the merchant account it stands in for. */
export interface FlutterwaveStandInOptions {
  /** The account's secret key (`FLWSECK_TEST-…`): every API request must carry it as a Bearer token. */
  secretKey: string;
  /** The secret hash set in the dashboard: each webhook carries it in `verif-hash`. */
  secretHash: string;
  /**
   * The hosted payment page a link leads to, for our tx_ref. Unset, the stand-in's own page at the
   * address the request came to (`/hosted/pay/<tx_ref>`); a sandbox service gives its tester's page.
   */
  checkoutPageUrl?: (txRef: string, requestBase: string) => string;
  /** How long after a payment its `charge.completed` is sent (Flutterwave: seconds for a card). */
  cardNotifyDelayMs?: number;
  /** A NIP transfer into a virtual account is notified within a minute. */
  transferNotifyDelayMs?: number;
  /** How long a transfer out stays NEW/PENDING before it settles. */
  transferSettleMs?: number;
}

/** Where the service takes Flutterwave's webhooks. */
export const FLUTTERWAVE_WEBHOOK_PATH = '/webhooks/flutterwave';

/** Test cards ending in 0002 are declined on the page, as at the gateways' own test modes. */
export const DECLINED_CARD_SUFFIX = '0002';

/**
 * A tester's fault: a card ending in 0044 sends the browser back with `status=successful`, while
 * Flutterwave's own record (verify, webhook) says the charge failed. The return is only a hint.
 */
export const LYING_RETURN_CARD_SUFFIX = '0044';

/** Transfers out to an account number ending in 9 fail at the beneficiary's bank. */
export const FAILING_ACCOUNT_SUFFIX = '9';

/** Where a tester (or the sandbox service's /dev routes) pays, as a payer would: no key needed. */
export const SIMULATE_CHECKOUT_PATH = '/simulate/checkouts';
export const SIMULATE_BANK_TRANSFER_PATH = '/simulate/bank-transfers';
