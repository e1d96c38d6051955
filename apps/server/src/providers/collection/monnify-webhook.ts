import { z } from 'zod';
import {
  ignore,
  type PaymentMatch,
  refuse,
  type WebhookHeaders,
  type WebhookResult,
} from './collection-payment.ts';
import { header, hexSignatureMatches, hmacHex } from './webhook-crypto.ts';
import { parseJson, positiveDecimalMinor, readPayload } from './webhook-payload.ts';

/**
 * Monnify (reference/domain.md §13): `monnify-signature` is the hex HMAC-SHA512 of the raw body keyed
 * with the client secret (MONNIFY_CLIENT_SECRET). Monnify's prose says "SHA-512(client secret +
 * body)", but its published sample (client key 91MUDL9N6U3BQRXBQ2PJ9M0PW4J22M1Y and the sample body)
 * gives the published hash only as an HMAC: the test pins that vector, which settles domain.md Gaps #4.
 *
 * Money in arrives as `SUCCESSFUL_TRANSACTION` in an envelope `{eventType, eventData}`.
 */

/** Monnify's statuses for money received: the amount paid may differ from the amount asked. */
const RECEIVED = new Set(['PAID', 'OVERPAID', 'PARTIALLY_PAID']);

const envelopeSchema = z.object({ eventType: z.string(), eventData: z.unknown() });

const nameSchema = z.object({ accountName: z.string().nullish() });

const transactionSchema = z.object({
  transactionReference: z.string().trim().min(1),
  amountPaid: z.union([z.number(), z.string()]),
  paidOn: z.string(),
  paymentStatus: z.string(),
  currency: z.string().nullish(),
  product: z.object({ reference: z.string().nullish(), type: z.string().nullish() }).nullish(),
  destinationAccountInformation: z.object({ accountNumber: z.string().nullish() }).nullish(),
  paymentSourceInformation: z
    .union([z.array(nameSchema), nameSchema])
    .nullish()
    .catch(undefined),
  customer: z.object({ name: z.string().nullish() }).nullish(),
});

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * Monnify writes `paidOn` as Lagos wall-clock time without a zone, in two shapes:
 * `2021-11-17 11:28:42.615` (reserved accounts) and `17/11/2021 3:48:10 PM` (most others).
 * Nigeria is on WAT, UTC+01:00, all year. That it is Lagos time is our reading (the sample's
 * `MNFY|76|20211117154810|…` reference carries the same wall-clock time): confirm with Monnify.
 */
export function parseMonnifyTime(text: string): Date | undefined {
  let parts: number[];
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(text);
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ([AP]M)$/.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, ms] = iso;
    parts = [y, mo, d, h, mi, s].map(Number).concat(Number((ms ?? '0').padEnd(3, '0')));
  } else if (dmy) {
    const [, d, mo, y, h, mi, s, half] = dmy;
    const hour12 = Number(h);
    if (hour12 < 1 || hour12 > 12) return undefined;
    parts = [
      Number(y),
      Number(mo),
      Number(d),
      (hour12 % 12) + (half === 'PM' ? 12 : 0),
      Number(mi),
      Number(s),
      0,
    ];
  } else {
    return undefined;
  }
  const [year, month, day, hour, minute, second, millis] = parts as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(utc);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return undefined;
  }
  return new Date(utc - LAGOS_OFFSET_MS);
}

/**
 * `SUCCESSFUL_TRANSACTION` → the payment, keyed by Monnify's `transactionReference` (`MNFY|…`, one per
 * transaction). It is matched by `product.reference`: for a reserved account that is the
 * accountReference we created the account with (one per borrower, whichever of its banks was paid),
 * for a checkout the paymentReference we initialised it with. Only when that is absent does the
 * account paid into (`destinationAccountInformation.accountNumber`) match instead. The amount is
 * `amountPaid` (naira, a number or a decimal string): what actually arrived, also when Monnify says
 * OVERPAID or PARTIALLY_PAID against what it expected, which for a loan is still money to credit.
 */
export function verifyMonnifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  clientSecret: string,
): WebhookResult {
  const expected = hmacHex('sha512', clientSecret, rawBody);
  if (!hexSignatureMatches(expected, header(headers, 'monnify-signature'))) {
    return refuse('signature', 'missing or wrong monnify-signature');
  }
  const envelope = readPayload(envelopeSchema, parseJson(rawBody));
  if (!envelope.ok) return refuse('payload', envelope.detail);
  if (envelope.data.eventType !== 'SUCCESSFUL_TRANSACTION') {
    return ignore(`${envelope.data.eventType} moves no money in`);
  }
  const read = readPayload(transactionSchema, envelope.data.eventData);
  if (!read.ok) return refuse('payload', `eventData.${read.detail}`);
  const tx = read.data;
  if (!RECEIVED.has(tx.paymentStatus)) return ignore(`payment is ${tx.paymentStatus}`);
  if (tx.currency != null && tx.currency !== 'NGN') return refuse('payload', 'currency is not NGN');
  const amountMinor = positiveDecimalMinor(tx.amountPaid);
  if (amountMinor === undefined) return refuse('payload', 'amountPaid is not a positive amount in naira');
  const paidAt = parseMonnifyTime(tx.paidOn);
  if (!paidAt) return refuse('payload', 'paidOn is not a time Monnify writes');

  const reference = tx.product?.reference?.trim();
  const accountNumber = tx.destinationAccountInformation?.accountNumber?.trim();
  let match: PaymentMatch;
  if (reference) match = { kind: 'reference', reference };
  else if (accountNumber && /^\d{10}$/.test(accountNumber)) match = { kind: 'account', accountNumber };
  else return refuse('payload', 'neither product.reference nor destinationAccountInformation.accountNumber');

  const source = tx.paymentSourceInformation;
  const sourceName = Array.isArray(source) ? source[0]?.accountName : source?.accountName;
  const payerName = (sourceName || tx.customer?.name || '').trim();
  return {
    ok: true,
    payment: {
      provider: 'monnify',
      providerRef: tx.transactionReference,
      currency: 'NGN',
      amountMinor,
      match,
      paidAt,
      ...(payerName ? { payerName } : {}),
    },
  };
}
