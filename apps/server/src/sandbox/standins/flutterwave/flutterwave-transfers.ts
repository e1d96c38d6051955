import { randomInt } from 'node:crypto';
import { nubanCheckDigit } from '@puente/domain';
import { ngBankByCode } from '@puente/domain/data';
import type { FastifyInstance } from 'fastify';
import { decimalToMinor, minorToDecimal } from '../../../providers/collection/decimal.ts';
import { seededDigits } from '../../../providers/collection/seeded-ids.ts';
import type { StandInContext } from '../standin.ts';
import { authorized, bodyOf, error, ok, unauthorized } from './flutterwave-envelope.ts';
import {
  FAILING_ACCOUNT_SUFFIX,
  FLUTTERWAVE_WEBHOOK_PATH,
  type FlutterwaveStandInOptions,
} from './flutterwave-standin-options.ts';

interface TransferRecord extends Record<string, unknown> {
  id: number;
  account_number: string;
  bank_code: string;
  full_name: string;
  created_at: string;
  currency: string;
  debit_currency: string;
  amount: number;
  fee: number;
  status: string;
  reference: string;
  narration: string;
  complete_message: string;
  requires_approval: number;
  is_approved: number;
  bank_name: string;
}

const SURNAMES = ['OKONKWO', 'ADEYEMI', 'BELLO', 'EZE', 'OLAWALE', 'IBRAHIM', 'NWOSU', 'ABUBAKAR'];
const GIVEN = ['EMEKA', 'FOLAKE', 'AMINA', 'CHIDI', 'TUNDE', 'NGOZI', 'SANI', 'YETUNDE'];

/** The holder a NUBAN resolves to at the stand-in's banks: any valid number, a name from its digits. */
export function standInHolder(accountNumber: string): string {
  const pick = (list: string[], purpose: string) =>
    list[Number(seededDigits(accountNumber, purpose, 2)) % list.length] as string;
  return `${pick(GIVEN, 'holder:given')} ${pick(SURNAMES, 'holder:surname')}`;
}

const INVALID_ACCOUNT = 'Sorry, that account number is invalid, please check and try again';

/** `transfer.completed` as Flutterwave v3 sends it when a transfer out settles or fails. */
export function transferCompleted(transfer: TransferRecord): string {
  const { account_number, bank_code, bank_name, full_name, ...rest } = transfer;
  return JSON.stringify({
    event: 'transfer.completed',
    'event.type': 'Transfer',
    data: { ...rest, account_number, bank_code, bank_name, fullname: full_name, meta: null, approver: null },
  });
}

/** A 10-digit NUBAN valid for a bank Flutterwave pays to. */
function validAccount(bankCode: unknown, accountNumber: unknown): accountNumber is string {
  if (typeof bankCode !== 'string' || typeof accountNumber !== 'string') return false;
  if (!ngBankByCode(bankCode) || !/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/**
 * Money out at Flutterwave v3: account resolve, transfers (a reference is taken once), and their
 * state, which moves from NEW to SUCCESSFUL (or FAILED for an account ending in 9) after a while,
 * when `transfer.completed` is sent.
 */
export function registerTransferRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: FlutterwaveStandInOptions,
) {
  const settleMs = options.transferSettleMs ?? 60_000;
  const current = (transfer: TransferRecord): TransferRecord => {
    if (transfer.status !== 'NEW') return transfer;
    if (context.now().getTime() - Date.parse(transfer.created_at) < settleMs) return transfer;
    return settled(transfer);
  };
  const settled = (transfer: TransferRecord): TransferRecord => {
    const fails = transfer.account_number.endsWith(FAILING_ACCOUNT_SUFFIX);
    return {
      ...transfer,
      status: fails ? 'FAILED' : 'SUCCESSFUL',
      complete_message: fails
        ? 'DISBURSE FAILED: Beneficiary account is dormant'
        : 'Transaction was successful',
    };
  };

  app.post('/v3/accounts/resolve', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const body = bodyOf(request);
    if (!validAccount(body?.account_bank, body?.account_number)) return error(reply, 400, INVALID_ACCOUNT);
    return ok(reply, 'Account details fetched', {
      account_number: body?.account_number,
      account_name: standInHolder(body?.account_number as string),
    });
  });

  app.post('/v3/transfers', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const body = bodyOf(request) ?? {};
    const { account_bank: bank, account_number: number, reference } = body;
    if (!validAccount(bank, number)) return error(reply, 400, INVALID_ACCOUNT);
    let amountMinor: number;
    try {
      amountMinor = decimalToMinor(body.amount as number);
    } catch {
      return error(reply, 400, 'amount is required and must be a number');
    }
    if (amountMinor < 100) return error(reply, 400, 'Minimum transfer amount is NGN 1');
    if (body.currency !== 'NGN') return error(reply, 400, 'Transfers are in NGN for this account');
    if (typeof reference !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(reference))
      return error(reply, 400, 'reference must be a string of letters, digits, - and _');
    const record: TransferRecord = {
      id: randomInt(100_000, 99_999_999),
      account_number: number,
      bank_code: bank as string,
      full_name: standInHolder(number),
      created_at: context.now().toISOString(),
      currency: 'NGN',
      debit_currency: 'NGN',
      amount: Number(minorToDecimal(amountMinor)),
      fee: 10.75,
      status: 'NEW',
      reference,
      narration: typeof body.narration === 'string' ? body.narration : '',
      complete_message: '',
      requires_approval: 0,
      is_approved: 1,
      bank_name: ngBankByCode(bank as string)?.name.toUpperCase() ?? String(bank),
    };
    const kept = await context.store.insert('transfer-by-reference', reference, record);
    if (!kept.created) return error(reply, 400, 'Duplicate transfer reference');
    await context.store.put('transfer', String(record.id), record);
    // When it settles, Flutterwave tells the merchant's webhook (its state is read from GET, too).
    await context.notify(FLUTTERWAVE_WEBHOOK_PATH, transferCompleted(settled(record)), settleMs);
    return ok(reply, 'Transfer Queued Successfully', record);
  });

  app.get<{ Params: { id: string } }>('/v3/transfers/:id', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const found = /^\d{1,12}$/.test(request.params.id)
      ? await context.store.get<TransferRecord>('transfer', request.params.id)
      : undefined;
    if (!found) return error(reply, 404, 'Transfer not found');
    return ok(reply, 'Transfer fetched', current(found));
  });

  app.get<{ Querystring: { reference?: string } }>('/v3/transfers', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const reference = request.query.reference;
    const one =
      typeof reference === 'string' && reference && !reference.includes('\0')
        ? await context.store.get<TransferRecord>('transfer-by-reference', reference)
        : undefined;
    const data = one ? [current(one)] : [];
    return reply.code(200).send({
      status: 'success',
      message: 'Transfers fetched',
      meta: { page_info: { total: data.length, current_page: 1, total_pages: data.length ? 1 : 0 } },
      data,
    });
  });
}
