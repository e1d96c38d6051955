/**
 * How every Paystack call is made: where Paystack is (api.paystack.co, or the stand-in), the wire,
 * and the secret key sent as a Bearer token (the same key signs Paystack's webhooks). Built once by
 * create-paystack.ts; every Paystack client takes it.
 */
export interface PaystackConnection {
  /** Paystack's base URL, without a trailing `/`. */
  baseUrl: string;
  fetch: typeof fetch;
  secretKey: string;
}
