import { z } from 'zod';
import { ignore, refuse, type WebhookHeaders, type WebhookResult } from './collection-payment.ts';
import { header, hexSignatureMatches, hmacHex } from './webhook-crypto.ts';
import { isoInstant, parseJson, positiveIntegerMinor, readPayload } from './webhook-payload.ts';

/**
 * Paystack (reference/domain.md §11): `x-paystack-signature` is the hex HMAC-SHA512 of the raw body
 * keyed with the secret API key (PAYSTACK_SECRET_KEY; there is no separate webhook secret). Money in
 * arrives as `charge.success`, from the hosted checkout (our reference, set at initialize) or as a
 * transfer into a dedicated virtual account (`authorization.channel: "dedicated_nuban"`).
 */

const eventSchema = z.object({ event: z.string(), data: z.unknown() });

const chargeSchema = z.object({
  status: z.string(),
  reference: z.string().trim().min(1),
  amount: z.number(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  authorization: z
    .object({
      channel: z.string().nullish(),
      receiver_bank_account_number: z.string().nullish(),
      sender_name: z.string().nullish(),
    })
    .nullish(),
  customer: z.object({ first_name: z.string().nullish(), last_name: z.string().nullish() }).nullish(),
});

/**
 * `charge.success` → the payment. A dedicated-NUBAN transfer is matched by the account it was paid
 * into (`authorization.receiver_bank_account_number`, the borrower's virtual account); any other
 * charge by `data.reference`, ours from initialize.
 *
 * providerRef is `data.reference`, not `data.id`: Paystack refuses a duplicate reference at
 * initialize and generates a unique one for each transfer into a dedicated account, so it is unique
 * per payment too, and it is the one key every path knows: the webhook, the callback redirect
 * (`?reference=`) and `GET /transaction/verify/:reference`. A payment confirmed first through the
 * redirect and verify, then through the webhook, is therefore the same payment.
 */
export function verifyPaystackWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secretKey: string,
): WebhookResult {
  const expected = hmacHex('sha512', secretKey, rawBody);
  if (!hexSignatureMatches(expected, header(headers, 'x-paystack-signature'))) {
    return refuse('signature', 'missing or wrong x-paystack-signature');
  }
  const event = readPayload(eventSchema, parseJson(rawBody));
  if (!event.ok) return refuse('payload', event.detail);
  if (event.data.event !== 'charge.success') return ignore(`${event.data.event} moves no money in`);
  const read = readPayload(chargeSchema, event.data.data);
  if (!read.ok) return refuse('payload', `data.${read.detail}`);
  const charge = read.data;
  if (charge.status !== 'success') return ignore(`charge is ${charge.status}`);
  if (charge.currency !== 'NGN') return refuse('payload', 'currency is not NGN');
  const amountMinor = positiveIntegerMinor(charge.amount);
  if (amountMinor === undefined) return refuse('payload', 'amount is not a positive number of kobo');
  const paidAt = isoInstant(charge.paid_at ?? charge.paidAt ?? '');
  if (!paidAt) return refuse('payload', 'paid_at is not an ISO 8601 instant');

  const authorization = charge.authorization;
  let match: { kind: 'account'; accountNumber: string } | { kind: 'reference'; reference: string };
  if (authorization?.channel === 'dedicated_nuban') {
    const accountNumber = authorization.receiver_bank_account_number ?? '';
    if (!/^\d{10}$/.test(accountNumber)) {
      return refuse('payload', 'authorization.receiver_bank_account_number is not a 10-digit account');
    }
    match = { kind: 'account', accountNumber };
  } else {
    match = { kind: 'reference', reference: charge.reference };
  }
  const customerName = [charge.customer?.first_name, charge.customer?.last_name].filter(Boolean).join(' ');
  const payerName = (authorization?.sender_name ?? customerName).trim();
  return {
    ok: true,
    payment: {
      provider: 'paystack',
      providerRef: charge.reference,
      currency: 'NGN',
      amountMinor,
      match,
      paidAt,
      ...(payerName ? { payerName } : {}),
    },
  };
}
