import { luhnCheckDigit } from '@puente/domain';
import { seededDigits } from './seeded-ids.ts';

/**
 * An OXXO payment reference in Conekta's style: 14 digits (here `93`, 11 digits from the seed, and a
 * Luhn check digit). Chosen over Stripe's voucher number because a Conekta-style reference can be
 * reusable, one per borrower for every instalment (domain.md §5), and because Stripe's number is
 * assigned by Stripe per PaymentIntent while this one is ours: the sandbox prints it on the voucher
 * and puts it in the PaymentIntent's `metadata.reference`, which is what the webhook is matched on.
 * The check digit is our addition, so a reference mistyped at the till or in support is caught
 * before any lookup; it is not a claim about Conekta's own format.
 */
export function oxxoReference(seed: string): string {
  const payload = `93${seededDigits(seed, 'oxxo:reference', 11)}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}
