/**
 * Money in: the borrower pays a provider (a SPEI transfer to their CLABE at STP, cash at OXXO, a
 * Nigerian transfer or card through Paystack, Flutterwave or Monnify) and the provider notifies us.
 * Each provider module here turns that notification (raw body + headers) into a refusal or one
 * provider-neutral IncomingPayment; crediting it to a loan is the repayment service's job.
 */
export type CollectionProvider = 'stp' | 'oxxo' | 'paystack' | 'flutterwave' | 'monnify';

export interface IncomingPayment {
  /** A provider's webhook, or 'voucher': a proof of payment an operator approved (no webhook route). */
  provider: CollectionProvider | 'voucher';
  /**
   * Unique per provider and payment: the idempotency key, to be stored unique with `provider`
   * (the same notification arrives again after a timeout or a retry, and must credit once).
   */
  providerRef: string;
  currency: 'MXN' | 'NGN';
  /** Minor units (centavos, kobo), converted exactly from the provider's representation (decimal.ts). */
  amountMinor: number;
  /** How to find the borrower's order: the account/CLABE paid into, or our own reference. */
  match: PaymentMatch;
  paidAt: Date;
  payerName?: string;
  /** The provider's business date of the operation, YYYYMMDD (STP `fechaOperacion`), to ask it by. */
  operationDate?: string;
}

export type PaymentMatch =
  | { kind: 'clabe'; clabe: string }
  | { kind: 'account'; accountNumber: string }
  | { kind: 'reference'; reference: string };

/**
 * What a notification means to us. A refusal for `signature` means the sender could not prove it is
 * the provider (answer 401 and do nothing); for `payload`, a proven sender sent something we cannot
 * credit (answer 400 and keep it for a person to look at). `ignored` is a genuine event that moves
 * no money in (a failed charge, a refund, a settlement): acknowledge it with 200.
 * `detail` never contains a secret or a presented signature, so it can be logged.
 */
export type WebhookResult =
  | { ok: true; payment: IncomingPayment }
  | { ok: true; ignored: string }
  /** The provider says one of our references can no longer be paid (an OXXO voucher expired). */
  | { ok: true; closed: { reference: string; providerRef: string; why: string } }
  | { ok: false; reason: 'signature' | 'payload'; detail: string };

/** Request headers as Fastify (node:http) gives them: lower-case names, a list for repeated ones. */
export type WebhookHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What a sandbox provider sends: the exact bytes and the headers, signed as the real one signs. */
export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

/** A JSON delivery and its one signature header, computed from its exact bytes. */
export function signedJson(body: unknown, header: string, sign: (rawBody: string) => string): SignedWebhook {
  const rawBody = JSON.stringify(body);
  return { rawBody, headers: { 'content-type': 'application/json', [header]: sign(rawBody) } };
}

export function refuse(reason: 'signature' | 'payload', detail: string): WebhookResult {
  return { ok: false, reason, detail };
}

export function ignore(why: string): WebhookResult {
  return { ok: true, ignored: why };
}
