/** What the Monnify stand-in knows of the merchant it serves, as Monnify knows it from the dashboard. */
export interface MonnifyStandInOptions {
  apiKey: string;
  /** Checks the login and signs every notification (`monnify-signature`). */
  clientSecret: string;
  contractCode: string;
  /** The merchant's wallet: the only `sourceAccountNumber` a disbursement may name. */
  walletAccount: string;
  /** Seconds a bearer token lives (Monnify: about an hour); short in tests to make it expire. */
  tokenLifetimeSeconds?: number;
  /** How long after a transfer lands its SUCCESSFUL_TRANSACTION is sent (default a minute). */
  notifyDelayMs?: number;
}

/** The stand-in's records, by kind. */
export const KIND = {
  token: 'token',
  account: 'account',
  accountByNumber: 'account-number',
  transaction: 'transaction',
  transfer: 'transfer',
  switch: 'switch',
} as const;

/** Monnify's answer envelope. */
export const ok = (responseBody: unknown) => ({
  requestSuccessful: true,
  responseMessage: 'success',
  responseCode: '0',
  responseBody,
});

export const refused = (responseCode: string, responseMessage: string) => ({
  requestSuccessful: false,
  responseMessage,
  responseCode,
});

/** Where a payment or a disbursement's outcome is sent on the service. */
export const MONNIFY_WEBHOOK_PATH = '/webhooks/monnify';
