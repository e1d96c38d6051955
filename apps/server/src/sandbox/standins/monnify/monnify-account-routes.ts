import { randomUUID } from 'node:crypto';
import { ngBankByCode } from '@puente/domain/data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decimalToMinor, minorToDecimal } from '../../../providers/collection/decimal.ts';
import { MONNIFY_DEFAULT_BANK } from '../../../providers/monnify/monnify-accounts.ts';
import { sandboxNuban } from '../../collection/sandbox-ids.ts';
import { monnifyTransaction } from '../../collection/sandbox-monnify.ts';
import type { StandInContext } from '../standin.ts';
import {
  KIND,
  MONNIFY_WEBHOOK_PATH,
  type MonnifyStandInOptions,
  ok,
  refused,
} from './monnify-standin-options.ts';

const RESERVED = '/api/v2/bank-transfer/reserved-accounts';
/** The stand-in's own route for a payer's bank sending money to a reserved account: not Monnify's API. */
export const MONNIFY_SIMULATE_TRANSFER_PATH = '/simulate/transfer';

/** Monnify's name for the banks it reserves accounts at, where it differs from the CBN list's. */
const MONNIFY_BANK_NAMES: Record<string, string> = { '50515': 'Moniepoint Microfinance Bank' };
const bankName = (code: string) => MONNIFY_BANK_NAMES[code] ?? ngBankByCode(code)?.name ?? code;

const reserveBody = z.object({
  accountReference: z.string().trim().min(1).max(100),
  accountName: z.string().trim().min(1).max(100),
  currencyCode: z.literal('NGN'),
  contractCode: z.string(),
  customerEmail: z.email(),
  customerName: z.string().trim().min(1).max(100),
  bvn: z.string().optional(),
  nin: z.string().optional(),
  getAllAvailableBanks: z.boolean().optional(),
  preferredBanks: z.array(z.string()).optional(),
});

const transferBody = z
  .object({
    accountNumber: z.string().regex(/^\d{10}$/),
    /** Naira, as the payer types them. */
    amount: z.union([z.number(), z.string()]),
    payerName: z.string().max(40).optional(),
  })
  .strict();

interface AccountRecord extends Record<string, unknown> {
  accountReference: string;
  accountName: string;
  customerEmail: string;
  customerName: string;
  contractCode: string;
  createdOn: string;
  accounts: { bankCode: string; bankName: string; accountNumber: string; accountName: string }[];
}

/** Reserved accounts (v2), transfers into them, and the transaction lookup that confirms each. */
export function registerMonnifyAccountRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: MonnifyStandInOptions,
): void {
  const { store, now } = context;
  const view = (account: AccountRecord) => ({
    ...account,
    currencyCode: 'NGN',
    collectionChannel: 'RESERVED_ACCOUNT',
    reservationReference: account.accountReference,
    reservedAccountType: 'GENERAL',
    status: 'ACTIVE',
  });

  app.post(RESERVED, async (request, reply) => {
    const parsed = reserveBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply
        .code(400)
        .send(refused('99', `${parsed.error.issues[0]?.path.join('.') || 'body'} is invalid`));
    const body = parsed.data;
    if (body.contractCode !== options.contractCode)
      return reply.code(400).send(refused('99', 'Invalid contract code'));
    const id = body.bvn ?? body.nin;
    if (!id || !/^\d{11}$/.test(id))
      return reply.code(400).send(refused('99', 'A valid BVN or NIN is required to reserve an account'));
    const banks = body.getAllAvailableBanks ? [MONNIFY_DEFAULT_BANK] : (body.preferredBanks ?? []);
    if (banks.length === 0 || banks.some((code) => !ngBankByCode(code)))
      return reply.code(400).send(refused('99', 'preferredBanks names no bank Monnify reserves at'));
    const record: AccountRecord = {
      accountReference: body.accountReference,
      accountName: body.accountName,
      customerEmail: body.customerEmail,
      customerName: body.customerName,
      contractCode: body.contractCode,
      createdOn: now().toISOString(),
      accounts: banks.map((bankCode) => ({
        bankCode,
        bankName: bankName(bankCode),
        accountNumber: sandboxNuban(bankCode, `monnify:${body.accountReference}`),
        accountName: `PUENTE-${body.accountName.toUpperCase()}`.slice(0, 60),
      })),
    };
    const kept = await store.insert(KIND.account, body.accountReference, record);
    if (!kept.created)
      return reply
        .code(422)
        .send(
          refused('R42', 'You cannot reserve more than one account for a customer with the same reference'),
        );
    for (const account of record.accounts)
      await store.put(KIND.accountByNumber, account.accountNumber, {
        accountReference: body.accountReference,
      });
    return ok(view(record));
  });

  app.get<{ Params: { reference: string } }>(`${RESERVED}/:reference`, async (request, reply) => {
    const account = await store.get<AccountRecord>(KIND.account, request.params.reference);
    if (!account) return reply.code(404).send(refused('99', 'Cannot find reserved account'));
    return ok(view(account));
  });

  app.get<{ Params: { reference: string } }>('/api/v2/transactions/:reference', async (request, reply) => {
    const transaction = await store.get(KIND.transaction, request.params.reference);
    if (!transaction) return reply.code(404).send(refused('99', 'Could not find transaction'));
    return ok(transaction);
  });

  app.post(MONNIFY_SIMULATE_TRANSFER_PATH, async (request, reply) => {
    const parsed = transferBody.safeParse(request.body ?? {});
    let amountMinor: number | undefined;
    try {
      amountMinor = parsed.success ? decimalToMinor(parsed.data.amount) : undefined;
    } catch {
      amountMinor = undefined;
    }
    if (!parsed.success || !amountMinor) return reply.code(400).send({ error: 'accountNumber and amount' });
    const { accountNumber, payerName } = parsed.data;
    const owner = await store.get<{ accountReference: string }>(KIND.accountByNumber, accountNumber);
    const account = owner && (await store.get<AccountRecord>(KIND.account, owner.accountReference));
    const paidInto = account?.accounts.find((a) => a.accountNumber === accountNumber);
    if (!account || !paidInto) return reply.code(404).send({ error: 'no reserved account has this number' });
    const at = now();
    const notification = monnifyTransaction({
      amountMinor,
      clientSecret: options.clientSecret,
      accountReference: account.accountReference,
      accountNumber,
      bankCode: paidInto.bankCode,
      at,
      seed: randomUUID(),
      ...(payerName ? { payerName } : {}),
    });
    const event = JSON.parse(notification.rawBody) as { eventData: Record<string, unknown> };
    const transactionReference = String(event.eventData.transactionReference);
    await store.put(KIND.transaction, transactionReference, {
      ...event.eventData,
      amountPaid: minorToDecimal(amountMinor),
      settlementAmount: minorToDecimal(amountMinor),
      completed: true,
    });
    const delayMs = options.notifyDelayMs ?? 60_000;
    await context.notify(MONNIFY_WEBHOOK_PATH, notification.rawBody, delayMs);
    return { transactionReference, deliverAt: new Date(at.getTime() + delayMs).toISOString() };
  });
}
