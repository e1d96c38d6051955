/**
 * Nigeria's payment gateways, money in (reference/domain.md §11–13): a hosted checkout for one amount
 * (Paystack `POST /transaction/initialize`, Flutterwave `POST /v3/payments`), read back with the
 * gateway's verify call (Paystack `GET /transaction/verify/:reference`, Flutterwave
 * `GET /v3/transactions/{id}/verify`), and a bank account of the borrower's own that any transfer pays
 * into (Monnify reserved account, Flutterwave static virtual account, Paystack dedicated NUBAN).
 * The webhooks that announce the money are verified elsewhere (paystack-webhook.ts & co.).
 */
export type GatewayName = 'paystack' | 'flutterwave';
export type AccountProviderName = 'monnify' | 'flutterwave' | 'paystack';

export interface CheckoutRequest {
  /** Ours, unique per checkout: Paystack's `reference`, Flutterwave's `tx_ref`. */
  reference: string;
  amountMinor: number;
  currency: 'NGN';
  /** Where the gateway sends the browser back (Paystack `callback_url`, Flutterwave `redirect_url`). */
  returnUrl: string;
  /** Both gateways require the payer's e-mail (Flutterwave `customer.email`). */
  email: string;
  customerName: string;
  /** How long the checkout may be paid (Flutterwave `session_duration`, at most 1,440 minutes). */
  validMinutes: number;
}

export interface Checkout {
  /** Paystack `data.authorization_url`, Flutterwave `data.link`: single-use, the borrower pays there. */
  checkoutUrl: string;
  /** The reference the gateway will report the payment with (the one we gave it). */
  reference: string;
}

/**
 * What the gateway says about a transaction when asked (never what the browser says on its return).
 * `providerRef` is the key its webhook carries for the same payment (Paystack's reference,
 * Flutterwave's transaction id), so a payment confirmed here and then by the webhook credits once.
 */
export type Verification =
  | {
      status: 'success';
      providerRef: string;
      /** Ours: the checkout's reference, or the virtual account's tx_ref. */
      reference: string;
      amountMinor: number;
      currency: string;
      paidAt: Date;
      payerName?: string;
    }
  /** Not paid (yet): abandoned, still open, declined, or unknown to the gateway. */
  | { status: 'pending' | 'failed'; detail: string };

export interface VerifyQuery {
  /** Ours (Paystack verifies by it; Flutterwave can look a transaction up by its tx_ref). */
  reference: string;
  /** Flutterwave's transaction id when known (its webhook's `data.id`): the exact transaction. */
  transactionId?: string;
}

export interface GatewayProvider {
  readonly name: GatewayName;
  initialize(request: CheckoutRequest): Promise<Checkout>;
  verify(query: VerifyQuery): Promise<Verification>;
}

export interface AccountRequest {
  /** Ours, one per borrower and provider (Monnify `accountReference`, Flutterwave `tx_ref`). */
  reference: string;
  customerName: string;
  email: string;
  /** Monnify reserved accounts and Flutterwave static accounts are linked to the holder's BVN. */
  bvn: string;
  phone: string;
}

export interface ReservedAccount {
  accountNumber: string;
  bankName: string;
  /** The name a paying bank shows for the account. */
  accountName: string;
  /** What the provider's notifications carry to match it (ours), when it carries one. */
  reference: string | null;
}

export interface AccountProvider {
  readonly name: AccountProviderName;
  reserve(request: AccountRequest): Promise<ReservedAccount>;
}

/** The gateway could not be asked now (not configured, unreachable): nothing happened, try later. */
export class GatewayUnavailableError extends Error {}
