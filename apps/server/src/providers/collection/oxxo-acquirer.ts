import type { OxxoReferenceView } from '@puente/domain';

/** One voucher asked of the acquirer, for one pay order. */
export interface OxxoVoucherAsk {
  /** Our pay order: every request about its voucher carries an idempotency key made from it. */
  payOrderId: string;
  /** What the acquirer's payment notification names (Stripe: `metadata.reference`) to find the pay order. */
  reference: string;
  amountMinor: number;
  /** Calendar days the voucher is payable (Stripe: 1–7, to 23:59 Mexico City time on the last). */
  validDays: number;
  /** Whom the voucher is for: the acquirer prints the name and may e-mail the voucher. */
  payer: { name: string; email: string };
}

/** The voucher the till takes, as the acquirer issued it. */
export interface OxxoVoucher {
  /** The acquirer's own id for it (Stripe's PaymentIntent `pi_…`). */
  paymentIntentId: string;
  /** The number read out or scanned at the till: what the barcode encodes. */
  number: string;
  /** The acquirer's printable voucher page, if it has one. */
  hostedVoucherUrl: string | undefined;
  /** When the till stops taking it. */
  expiresAt: Date;
}

/**
 * The cash acquirer behind OXXO payments (Stripe, decision 042): it issues the voucher a payer takes
 * to the till, and notifies the payment. Issuing is a call over the network: made outside any
 * database transaction, and safe to repeat for the same pay order (the same voucher comes back).
 * It fails with DomainError('oxxoUnavailable'), having issued nothing we show.
 */
export interface OxxoAcquirer {
  issueReference(ask: OxxoVoucherAsk): Promise<OxxoVoucher>;
  /** When a till payment shows on the loan: live Stripe confirms it by the next business day. */
  reflected: OxxoReferenceView['reflected'];
}
