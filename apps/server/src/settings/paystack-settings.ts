import { Secret } from './secret.ts';

/** Paystack's API address unless PAYSTACK_BASE_URL says otherwise (a stand-in on its own port). */
export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

/**
 * Paystack's API for real (decision 047): given PAYSTACK_SECRET_KEY, every Paystack call (payouts,
 * checkout, dedicated accounts) goes to PAYSTACK_BASE_URL with it, in sandbox mode too. Without it,
 * a sandbox talks to its Paystack stand-in and production has no Nigerian payouts.
 */
export interface PaystackApiSettings {
  baseUrl: string;
  secretKey: Secret;
}

export function paystackApi(env: {
  PAYSTACK_SECRET_KEY?: string | undefined;
  PAYSTACK_BASE_URL?: string | undefined;
}): PaystackApiSettings | undefined {
  if (!env.PAYSTACK_SECRET_KEY) return undefined;
  return {
    baseUrl: (env.PAYSTACK_BASE_URL ?? PAYSTACK_DEFAULT_BASE_URL).replace(/\/+$/, ''),
    secretKey: new Secret(env.PAYSTACK_SECRET_KEY),
  };
}
