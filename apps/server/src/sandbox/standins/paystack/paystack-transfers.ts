import { createHash, createHmac } from 'node:crypto';
import { ngBankByCode } from '@puente/domain/data';
import type { StandInContext } from '../standin.ts';
import { paystackAccountRule, paystackTransferFate, REVERSED_AFTER_MS } from './paystack-bank-rules.ts';
import { INTEGRATION, seededCode, seededNumber } from './paystack-envelope.ts';
import type { PaystackStandInOptions } from './paystack-standin-options.ts';

export const TRANSFER_KIND = 'transfer';
export const RECIPIENT_KIND = 'recipient';
export const HOLDER_KIND = 'holder';
export const SWITCH_KIND = 'switch';
/** transfer_code → reference, so finalize_transfer finds the transfer. */
export const CODE_KIND = 'transferCode';

export interface RecipientRecord extends Record<string, unknown> {
  id: number;
  recipient_code: string;
  name: string;
  account_number: string;
  bank_code: string;
  createdAt: string;
}

export interface TransferRecord extends Record<string, unknown> {
  id: number;
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  reason: string;
  recipient: RecipientRecord;
  createdAt: string;
  /** The OTP Paystack sent the business owner, while the transfer waits for it; null once given. */
  otp: string | null;
  /** When it settles, and when a reversing one comes back (ms on the stand-in's clock); null while at `otp`. */
  settlesAt: number | null;
  reversesAt: number | null;
  fails: boolean;
}

/** Paystack's status of a transfer at `now`. */
export function transferStatus(transfer: TransferRecord, now: Date): string {
  if (transfer.settlesAt === null) return 'otp';
  const at = now.getTime();
  if (at < transfer.settlesAt) return 'pending';
  if (transfer.fails) return 'failed';
  if (transfer.reversesAt !== null && at >= transfer.reversesAt) return 'reversed';
  return 'success';
}

export function recipientObject(recipient: RecipientRecord, holderName: string) {
  return {
    active: true,
    createdAt: recipient.createdAt,
    currency: 'NGN',
    description: '',
    domain: 'test',
    email: '',
    id: recipient.id,
    integration: INTEGRATION,
    metadata: null,
    name: recipient.name,
    recipient_code: recipient.recipient_code,
    type: 'nuban',
    updatedAt: recipient.createdAt,
    is_deleted: false,
    isDeleted: false,
    details: {
      authorization_code: null,
      account_number: recipient.account_number,
      account_name: holderName,
      bank_code: recipient.bank_code,
      bank_name: ngBankByCode(recipient.bank_code)?.name ?? recipient.bank_code,
    },
  };
}

/** A transfer as `POST /transfer` and `finalize_transfer` answer it (the recipient as its id). */
export function transferObject(transfer: TransferRecord, now: Date) {
  const status = transferStatus(transfer, now);
  return {
    transfersessionid: [],
    transfertrials: [],
    domain: 'test',
    amount: transfer.amount,
    currency: transfer.currency,
    reference: transfer.reference,
    source: 'balance',
    source_details: null,
    reason: transfer.reason,
    status,
    failures: null,
    transfer_code: transfer.transfer_code,
    titan_code: null,
    transferred_at:
      status === 'success' && transfer.settlesAt ? new Date(transfer.settlesAt).toISOString() : null,
    id: transfer.id,
    integration: INTEGRATION,
    request: seededNumber(`request:${transfer.reference}`),
    recipient: transfer.recipient.id,
    createdAt: transfer.createdAt,
    updatedAt: now.toISOString(),
  };
}

/** A transfer as `GET /transfer/verify/:reference` and the `transfer.*` events tell it (the recipient whole). */
export function verifiedTransfer(transfer: TransferRecord, holderName: string, now: Date) {
  const { transfersessionid: _s, transfertrials: _t, request: _r, ...rest } = transferObject(transfer, now);
  return {
    ...rest,
    gateway_response: null,
    recipient: recipientObject(transfer.recipient, holderName),
    session: { provider: null, id: null },
  };
}

/** A six-digit OTP for a transfer, as if texted to the business owner. */
export function transferOtp(reference: string): string {
  return String(
    100_000 + (createHash('sha256').update(`otp:${reference}`).digest().readUInt32BE(0) % 900_000),
  );
}

/**
 * The transfer is on its way (queued, or its OTP given): when it settles is fixed now, and the
 * `transfer.*` events are owed to the business at those moments.
 */
export async function queueTransfer(
  context: StandInContext,
  options: PaystackStandInOptions,
  transfer: TransferRecord,
  holderName: string,
): Promise<TransferRecord> {
  const now = context.now();
  const fate = paystackTransferFate(transfer.reference, options.failureRate);
  const reverses = !fate.fails && paystackAccountRule(transfer.recipient.account_number) === 'reverses';
  const queued: TransferRecord = {
    ...transfer,
    otp: null,
    settlesAt: now.getTime() + fate.settleMs,
    reversesAt: reverses ? now.getTime() + fate.settleMs + REVERSED_AFTER_MS : null,
    fails: fate.fails,
  };
  await context.store.put(TRANSFER_KIND, transfer.reference, queued);
  const event = (name: string, at: number) =>
    JSON.stringify({ event: name, data: verifiedTransfer(queued, holderName, new Date(at)) });
  const settledAt = queued.settlesAt as number;
  await context.notify(
    options.webhookPath,
    event(fate.fails ? 'transfer.failed' : 'transfer.success', settledAt),
    fate.settleMs,
  );
  if (queued.reversesAt !== null)
    await context.notify(
      options.webhookPath,
      event('transfer.reversed', queued.reversesAt),
      queued.reversesAt - now.getTime(),
    );
  return queued;
}

/** Paystack's `x-paystack-signature`: the hex HMAC-SHA512 of the raw body with the secret key. */
export function paystackSignature(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

export const newTransferCode = (reference: string) => seededCode('TRF', reference);
export const newRecipientCode = (seed: string) => seededCode('RCP', seed);
