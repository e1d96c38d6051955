/**
 * How every Monnify call is made (reference/domain.md §13): where Monnify is (api.monnify.com,
 * sandbox.monnify.com, or the stand-in) and the merchant's credentials. Built once by
 * create-monnify.ts from the settings; every Monnify client shares one login through it.
 */
export interface MonnifyConnection {
  /** Monnify's base URL, without a trailing `/`. */
  baseUrl: string;
  fetch: typeof fetch;
  /** `MK_PROD_…` / `MK_TEST_…`: half of the Basic credentials the login takes. */
  apiKey: string;
  /** The client secret: the other half of the login, and the key Monnify signs its webhooks with. */
  clientSecret: string;
  /** The contract every reserved account is created under. */
  contractCode: string;
  /** The merchant's wallet disbursements are paid from (`sourceAccountNumber`); none: no payouts. */
  walletAccount?: string | undefined;
}

/** Every Monnify answer, success or not: `responseCode` "0" with `requestSuccessful` true is success. */
export interface MonnifyEnvelope<T = unknown> {
  requestSuccessful: boolean;
  responseMessage: string;
  responseCode: string;
  responseBody?: T;
}

/** Monnify could not be asked now (unreachable, down, or it will not log us in): nothing happened. */
export class MonnifyUnavailableError extends Error {}
