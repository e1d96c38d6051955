export interface PaystackStandInOptions {
  /** The business's secret key: checked as the Bearer token, and the key notifications are signed with. */
  secretKey: string;
  /** Share (0–1) of transfers the receiving bank declines (SANDBOX_PAYOUT_FAILURE_RATE). */
  failureRate: number;
  /** Where the business takes Paystack's events (its webhook URL's path). */
  webhookPath: string;
  /**
   * The hosted checkout page an authorization_url leads to, for our reference. Unset:
   * `https://checkout.paystack.com/<access_code>`; a sandbox service gives its tester's page.
   */
  checkoutPageUrl?: (reference: string) => string;
  /** How long after a transfer into a dedicated account its charge.success is sent (Paystack: within a minute). */
  transferInNotifyDelayMs?: number;
}
