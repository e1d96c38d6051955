import { ngBankByCode } from '@puente/domain/data';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { StandInContext } from '../standin.ts';
import { madeUpHolder, paystackAccountRule } from './paystack-bank-rules.ts';
import { authorized, ok, refuse, seededNumber, unauthorized } from './paystack-envelope.ts';
import type { PaystackStandInOptions } from './paystack-standin-options.ts';
import {
  CODE_KIND,
  HOLDER_KIND,
  newRecipientCode,
  newTransferCode,
  queueTransfer,
  RECIPIENT_KIND,
  type RecipientRecord,
  recipientObject,
  SWITCH_KIND,
  TRANSFER_KIND,
  type TransferRecord,
  transferObject,
  transferOtp,
  verifiedTransfer,
} from './paystack-transfers.ts';

const recipientBody = z.object({
  type: z.literal('nuban'),
  name: z.string().trim().min(1),
  account_number: z.string().regex(/^\d{10}$/),
  bank_code: z.string().min(1),
  currency: z.string().optional(),
});
const transferBody = z.object({
  source: z.literal('balance'),
  amount: z.number().int().positive(),
  recipient: z.string().min(1),
  // Paystack: lowercase letters, digits, '-' and '_', 16 to 50 characters (upper case is taken too).
  reference: z.string().regex(/^[A-Za-z0-9_-]{16,50}$/),
  reason: z.string().optional(),
  currency: z.string().optional(),
});
const finalizeBody = z.object({ transfer_code: z.string().min(1), otp: z.string().min(1) });

const holderKey = (bankCode: string, accountNumber: string) => `${bankCode}:${accountNumber}`;

/** The name the bank has on an account: the one a tester gave, or a made-up person. */
export async function holderOf(context: StandInContext, bankCode: string, accountNumber: string) {
  const named = await context.store.get<{ name: string }>(HOLDER_KIND, holderKey(bankCode, accountNumber));
  return named?.name ?? madeUpHolder(bankCode, accountNumber);
}

/** What Paystack answers when an account cannot be reached or does not exist; undefined if it can be paid. */
function accountRefusal(reply: FastifyReply, bankCode: string, accountNumber: string) {
  if (!ngBankByCode(bankCode)) return refuse(reply, 422, 'Unknown bank code: ' + bankCode);
  const rule = paystackAccountRule(accountNumber);
  if (rule === 'missing')
    return refuse(reply, 422, 'Could not resolve account name. Check parameters or try again.');
  if (rule === 'unreachable')
    return refuse(reply, 502, 'Unable to reach the bank at this time. Please try again later.', 'api_error');
  return undefined;
}

/** Paystack's side of money going out: resolve, recipients, transfers (with OTP), verify, and their events. */
export function registerPaystackTransferRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: PaystackStandInOptions,
): void {
  const guard = async (request: Parameters<typeof authorized>[0], reply: FastifyReply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply);
    return undefined;
  };

  app.get<{ Querystring: { account_number?: string; bank_code?: string } }>(
    '/bank/resolve',
    async (request, reply) => {
      if (await guard(request, reply)) return reply;
      const { account_number: accountNumber = '', bank_code: bankCode = '' } = request.query;
      if (!/^\d{10}$/.test(accountNumber) || !bankCode)
        return refuse(reply, 400, 'Account number and bank code are required', 'validation_error');
      const refused = accountRefusal(reply, bankCode, accountNumber);
      if (refused) return refused;
      const bank = ngBankByCode(bankCode);
      return ok(reply, 'Account number resolved', {
        account_number: accountNumber,
        account_name: await holderOf(context, bankCode, accountNumber),
        bank_id: seededNumber(`bank:${bank?.code}`) % 1000,
      });
    },
  );

  app.post('/transferrecipient', async (request, reply) => {
    if (await guard(request, reply)) return reply;
    const parsed = recipientBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return refuse(
        reply,
        400,
        `Invalid ${parsed.error.issues[0]?.path.join('.') || 'request'}`,
        'validation_error',
      );
    const { account_number: accountNumber, bank_code: bankCode, name } = parsed.data;
    const refused = accountRefusal(reply, bankCode, accountNumber);
    if (refused) return refused;
    // "A duplicate account number will lead to the retrieval of the existing record."
    const key = holderKey(bankCode, accountNumber);
    const kept = await context.store.insert<RecipientRecord>(RECIPIENT_KIND, key, {
      id: seededNumber(`recipient:${key}`),
      recipient_code: newRecipientCode(key),
      name,
      account_number: accountNumber,
      bank_code: bankCode,
      createdAt: context.now().toISOString(),
    });
    await context.store.put(CODE_KIND, kept.value.recipient_code, { recipient: key });
    const holder = await holderOf(context, bankCode, accountNumber);
    return ok(reply, 'Transfer recipient created successfully', recipientObject(kept.value, holder), 201);
  });

  app.post('/transfer', async (request, reply) => {
    if (await guard(request, reply)) return reply;
    const parsed = transferBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return refuse(
        reply,
        400,
        `Invalid ${parsed.error.issues[0]?.path.join('.') || 'request'}`,
        'validation_error',
      );
    const body = parsed.data;
    if (body.currency && body.currency !== 'NGN')
      return refuse(reply, 400, 'Currency not supported for this recipient', 'validation_error');
    const link = await context.store.get<{ recipient: string }>(CODE_KIND, body.recipient);
    const recipient = link && (await context.store.get<RecipientRecord>(RECIPIENT_KIND, link.recipient));
    if (!recipient) return refuse(reply, 400, 'Recipient specified is invalid', 'validation_error');
    const otpOn = (await context.store.get<{ on: boolean }>(SWITCH_KIND, 'otp'))?.on === true;
    const kept = await context.store.insert<TransferRecord>(TRANSFER_KIND, body.reference, {
      id: seededNumber(`transfer:${body.reference}`),
      reference: body.reference,
      transfer_code: newTransferCode(body.reference),
      amount: body.amount,
      currency: 'NGN',
      reason: body.reason ?? '',
      recipient,
      createdAt: context.now().toISOString(),
      otp: otpOn ? transferOtp(body.reference) : null,
      settlesAt: null,
      reversesAt: null,
      fails: false,
    });
    // The reference is the transfer's idempotency key: a second one is refused and nothing is paid.
    if (!kept.created) return refuse(reply, 400, 'Duplicate Transfer Reference', 'validation_error');
    await context.store.put(CODE_KIND, kept.value.transfer_code, { reference: body.reference });
    if (otpOn)
      return ok(reply, 'Transfer requires OTP to continue', transferObject(kept.value, context.now()));
    const holder = await holderOf(context, recipient.bank_code, recipient.account_number);
    const queued = await queueTransfer(context, options, kept.value, holder);
    return ok(reply, 'Transfer has been queued', transferObject(queued, context.now()));
  });

  app.post('/transfer/finalize_transfer', async (request, reply) => {
    if (await guard(request, reply)) return reply;
    const parsed = finalizeBody.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, 'Transfer code and OTP are required', 'validation_error');
    const link = await context.store.get<{ reference: string }>(CODE_KIND, parsed.data.transfer_code);
    const transfer = link && (await context.store.get<TransferRecord>(TRANSFER_KIND, link.reference));
    if (!transfer) return refuse(reply, 404, 'Transfer not found', 'validation_error');
    if (transfer.settlesAt !== null)
      return refuse(reply, 400, 'Transfer is not currently awaiting OTP', 'validation_error');
    if (parsed.data.otp !== transfer.otp) return refuse(reply, 400, 'Invalid OTP', 'validation_error');
    const holder = await holderOf(context, transfer.recipient.bank_code, transfer.recipient.account_number);
    const queued = await queueTransfer(context, options, transfer, holder);
    return ok(reply, 'Transfer has been queued', transferObject(queued, context.now()));
  });

  app.get<{ Params: { reference: string } }>('/transfer/verify/:reference', async (request, reply) => {
    if (await guard(request, reply)) return reply;
    const transfer = await context.store.get<TransferRecord>(TRANSFER_KIND, request.params.reference);
    if (!transfer) return refuse(reply, 404, 'Transfer not found', 'validation_error');
    const holder = await holderOf(context, transfer.recipient.bank_code, transfer.recipient.account_number);
    return ok(reply, 'Transfer retrieved', verifiedTransfer(transfer, holder, context.now()));
  });
}
