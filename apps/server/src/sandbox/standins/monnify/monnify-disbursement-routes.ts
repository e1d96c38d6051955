import { randomInt } from 'node:crypto';
import { nubanCheckDigit } from '@puente/domain';
import { ngBankByCode } from '@puente/domain/data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decimalToMinor, minorToDecimal } from '../../../providers/collection/decimal.ts';
import type { StandInContext } from '../standin.ts';
import {
  KIND,
  MONNIFY_WEBHOOK_PATH,
  type MonnifyStandInOptions,
  ok,
  refused,
} from './monnify-standin-options.ts';

const SINGLE = '/api/v2/disbursements/single';
/** The tester's switches: two-factor authorization of transfers, and the merchant's OTP mailbox. */
export const MONNIFY_OTP_SWITCH_PATH = '/simulate/otp';
export const MONNIFY_OTP_MAILBOX_PATH = '/simulate/otp/:reference';
/** The tester's fault: the receiving bank sends a completed transfer back. */
export const MONNIFY_REVERSE_PATH = '/simulate/reverse';

/** What a disbursement notification waits before it is sent. */
const OUTCOME_DELAY_MS = 5_000;

const singleBody = z.object({
  amount: z.union([z.number(), z.string()]),
  reference: z.string().trim().min(1).max(100),
  narration: z.string().min(3).max(100),
  destinationBankCode: z.string().regex(/^\d{3,6}$/),
  destinationAccountNumber: z.string().regex(/^\d{10}$/),
  destinationAccountName: z.string().optional(),
  currency: z.literal('NGN'),
  sourceAccountNumber: z.string(),
  async: z.boolean().optional(),
});

interface TransferRecord extends Record<string, unknown> {
  reference: string;
  amount: string;
  status: string;
  destinationBankCode: string;
  destinationAccountNumber: string;
  destinationAccountName: string;
  destinationBankName: string;
  narration: string;
  dateCreated: string;
  otp?: string;
}

/** A valid NUBAN at a known bank is an account; the sandbox names its holder. */
function holderOf(bankCode: string, accountNumber: string): string | undefined {
  if (!ngBankByCode(bankCode)) return undefined;
  const check = nubanCheckDigit(bankCode, accountNumber.slice(0, 9));
  return check === Number(accountNumber[9]) ? 'MONNIFY SANDBOX HOLDER' : undefined;
}

const publicView = ({ otp: _otp, ...record }: TransferRecord) => ({
  ...record,
  amount: Number(record.amount),
  totalFee: 10,
});

/** Single disbursements (v2): initiate, OTP authorization, summary, and the name enquiry. */
export function registerMonnifyDisbursementRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: MonnifyStandInOptions,
): void {
  const { store, now } = context;
  const otpOn = async () => (await store.get<{ on: boolean }>(KIND.switch, 'otp'))?.on === true;

  const owe = async (eventType: string, record: TransferRecord, description: string) =>
    context.notify(
      MONNIFY_WEBHOOK_PATH,
      JSON.stringify({
        eventType,
        eventData: {
          amount: Number(record.amount),
          transactionReference: `MFDS${record.reference}`,
          fee: 10,
          transactionDescription: description,
          destinationAccountNumber: record.destinationAccountNumber,
          destinationAccountName: record.destinationAccountName,
          reference: record.reference,
          destinationBankCode: record.destinationBankCode,
          destinationBankName: record.destinationBankName,
          narration: record.narration,
          currency: 'NGN',
          status: record.status,
          createdOn: record.dateCreated,
          completedOn: now().toISOString(),
        },
      }),
      OUTCOME_DELAY_MS,
    );

  app.get<{ Querystring: { accountNumber?: string; bankCode?: string } }>(
    '/api/v1/disbursements/account/validate',
    async (request, reply) => {
      const { accountNumber = '', bankCode = '' } = request.query;
      const name = /^\d{10}$/.test(accountNumber) ? holderOf(bankCode, accountNumber) : undefined;
      if (!name) return reply.code(400).send(refused('99', 'Could not find account'));
      return ok({ accountNumber, accountName: name, bankCode });
    },
  );

  app.post(SINGLE, async (request, reply) => {
    const parsed = singleBody.safeParse(request.body ?? {});
    let amountMinor = 0;
    try {
      if (parsed.success) amountMinor = decimalToMinor(parsed.data.amount);
    } catch {
      amountMinor = 0;
    }
    if (!parsed.success || amountMinor <= 0)
      return reply.code(400).send(refused('99', 'Invalid transfer request'));
    const body = parsed.data;
    if (body.sourceAccountNumber !== options.walletAccount)
      return reply.code(400).send(refused('99', 'Invalid source account number'));
    const holder = holderOf(body.destinationBankCode, body.destinationAccountNumber);
    const authorize = await otpOn();
    const record: TransferRecord = {
      reference: body.reference,
      amount: minorToDecimal(amountMinor),
      status: !holder ? 'FAILED' : authorize ? 'PENDING_AUTHORIZATION' : 'SUCCESS',
      destinationBankCode: body.destinationBankCode,
      destinationAccountNumber: body.destinationAccountNumber,
      destinationAccountName: holder ?? body.destinationAccountName ?? '',
      destinationBankName: ngBankByCode(body.destinationBankCode)?.name ?? '',
      narration: body.narration,
      dateCreated: now().toISOString(),
      ...(authorize && holder ? { otp: String(randomInt(100_000, 1_000_000)) } : {}),
    };
    const kept = await store.insert(KIND.transfer, body.reference, record);
    if (!kept.created) return reply.code(400).send(refused('D01', 'Duplicate reference'));
    if (record.status === 'SUCCESS')
      await owe('SUCCESSFUL_DISBURSEMENT', record, 'Approved or completed successfully');
    if (record.status === 'FAILED') await owe('FAILED_DISBURSEMENT', record, 'Invalid destination account');
    return ok(publicView(record));
  });

  app.post<{ Body: { reference?: unknown; authorizationCode?: unknown } }>(
    `${SINGLE}/validate-otp`,
    async (request, reply) => {
      const { reference, authorizationCode } = request.body ?? {};
      const record =
        typeof reference === 'string' ? await store.get<TransferRecord>(KIND.transfer, reference) : undefined;
      if (!record) return reply.code(404).send(refused('99', 'Could not find transfer'));
      if (record.status !== 'PENDING_AUTHORIZATION')
        return reply.code(400).send(refused('99', 'Transfer is not pending authorization'));
      if (authorizationCode !== record.otp) return reply.code(400).send(refused('99', 'Invalid OTP'));
      const done: TransferRecord = { ...record, status: 'SUCCESS' };
      await store.put(KIND.transfer, record.reference, done);
      await owe('SUCCESSFUL_DISBURSEMENT', done, 'Approved or completed successfully');
      return ok(publicView(done));
    },
  );

  app.get<{ Querystring: { reference?: string } }>(`${SINGLE}/summary`, async (request, reply) => {
    const record = await store.get<TransferRecord>(KIND.transfer, request.query.reference ?? '');
    if (!record) return reply.code(404).send(refused('99', 'Could not find transfer'));
    return ok(publicView(record));
  });

  app.post<{ Body: { on?: unknown } }>(MONNIFY_OTP_SWITCH_PATH, async (request, reply) => {
    if (typeof request.body?.on !== 'boolean') return reply.code(400).send({ error: 'on: true or false' });
    await store.put(KIND.switch, 'otp', { on: request.body.on });
    return { on: request.body.on };
  });

  app.get<{ Params: { reference: string } }>(MONNIFY_OTP_MAILBOX_PATH, async (request, reply) => {
    const record = await store.get<TransferRecord>(KIND.transfer, request.params.reference);
    if (!record?.otp || record.status !== 'PENDING_AUTHORIZATION')
      return reply.code(404).send({ error: 'no OTP is waiting for this transfer' });
    return { authorizationCode: record.otp };
  });

  app.post<{ Body: { reference?: unknown } }>(MONNIFY_REVERSE_PATH, async (request, reply) => {
    const reference = request.body?.reference;
    const record =
      typeof reference === 'string' ? await store.get<TransferRecord>(KIND.transfer, reference) : undefined;
    if (record?.status !== 'SUCCESS') return reply.code(404).send({ error: 'no completed transfer' });
    const reversed: TransferRecord = { ...record, status: 'REVERSED' };
    await store.put(KIND.transfer, record.reference, reversed);
    await owe('REVERSED_DISBURSEMENT', reversed, 'Transfer reversed by the receiving bank');
    return { reversed: record.reference };
  });
}
