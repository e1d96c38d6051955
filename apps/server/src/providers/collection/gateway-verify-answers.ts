import { z } from 'zod';
import type { Verification } from './gateway-provider.ts';
import {
  isoInstant,
  parseJson,
  positiveDecimalMinor,
  positiveIntegerMinor,
  readPayload,
} from './webhook-payload.ts';

/**
 * The verify calls' answers, read the same way whether a real gateway or the sandbox gave them, so a
 * real implementation only adds the HTTP call. Only a transaction the gateway itself calls
 * successful is a success; anything else is not paid, whatever the browser was told.
 */

const paystackSchema = z.object({
  status: z.boolean(),
  message: z.string().nullish(),
  data: z
    .object({
      status: z.string(),
      reference: z.string().min(1),
      amount: z.number(),
      currency: z.string(),
      paid_at: z.string().nullish(),
      customer: z.object({ first_name: z.string().nullish(), last_name: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

/** `GET /transaction/verify/:reference`: amount in kobo; providerRef is the reference (as in the webhook). */
export function readPaystackVerify(body: unknown): Verification {
  const read = readPayload(paystackSchema, typeof body === 'string' ? parseJson(body) : body);
  if (!read.ok) return { status: 'failed', detail: `unreadable answer: ${read.detail}` };
  const { status, message, data } = read.data;
  if (!status || !data) return { status: 'pending', detail: message ?? 'transaction not found' };
  if (data.status !== 'success') {
    const failed = data.status === 'failed' || data.status === 'reversed';
    return { status: failed ? 'failed' : 'pending', detail: `transaction is ${data.status}` };
  }
  const amountMinor = positiveIntegerMinor(data.amount);
  const paidAt = isoInstant(data.paid_at ?? '');
  if (amountMinor === undefined || !paidAt)
    return { status: 'failed', detail: 'amount or paid_at unreadable' };
  const payerName = [data.customer?.first_name, data.customer?.last_name].filter(Boolean).join(' ').trim();
  return {
    status: 'success',
    providerRef: data.reference,
    reference: data.reference,
    amountMinor,
    currency: data.currency,
    paidAt,
    ...(payerName ? { payerName } : {}),
  };
}

const flutterwaveSchema = z.object({
  status: z.string(),
  message: z.string().nullish(),
  data: z
    .object({
      id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String),
      tx_ref: z.string().min(1),
      amount: z.union([z.number(), z.string()]),
      currency: z.string(),
      status: z.string(),
      created_at: z.string(),
      customer: z.object({ name: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

/** `GET /v3/transactions/{id}/verify`: amount in naira (a decimal); providerRef is the transaction id. */
export function readFlutterwaveVerify(body: unknown): Verification {
  const read = readPayload(flutterwaveSchema, typeof body === 'string' ? parseJson(body) : body);
  if (!read.ok) return { status: 'failed', detail: `unreadable answer: ${read.detail}` };
  const { status, message, data } = read.data;
  if (status !== 'success' || !data)
    return { status: 'pending', detail: message ?? `verify answered ${status}` };
  if (data.status !== 'successful') {
    return {
      status: data.status === 'failed' ? 'failed' : 'pending',
      detail: `transaction is ${data.status}`,
    };
  }
  const amountMinor = positiveDecimalMinor(data.amount);
  const paidAt = isoInstant(data.created_at);
  if (amountMinor === undefined || !paidAt)
    return { status: 'failed', detail: 'amount or created_at unreadable' };
  const payerName = data.customer?.name?.trim();
  return {
    status: 'success',
    providerRef: data.id,
    reference: data.tx_ref,
    amountMinor,
    currency: data.currency,
    paidAt,
    ...(payerName && payerName !== 'N/A' ? { payerName } : {}),
  };
}
