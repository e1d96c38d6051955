import { randomUUID } from 'node:crypto';
import { ngBankByCode } from '@puente/domain/data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decimalToMinor } from '../../../providers/collection/decimal.ts';
import { sandboxNuban } from '../../collection/sandbox-ids.ts';
import type { StandInContext } from '../standin.ts';
import {
  authorized,
  INTEGRATION,
  ok,
  refuse,
  seededCode,
  seededNumber,
  unauthorized,
} from './paystack-envelope.ts';
import type { PaystackStandInOptions } from './paystack-standin-options.ts';

const CUSTOMER_KIND = 'customer';
/** email → customer_code: Paystack finds a customer by either. */
const EMAIL_KIND = 'customerEmail';
/** customer_code → the customer's dedicated account (one per customer here: Wema Bank's). */
const DVA_KIND = 'dedicatedAccount';
/** account number → customer_code, for a transfer into it. */
const DVA_NUMBER_KIND = 'dedicatedNumber';

/** Where a payer's bank sends money into a dedicated account (Paystack has no such endpoint: banks do it). */
export const PAYSTACK_DVA_TRANSFER = '/sandbox/dedicated-accounts/transfer';

/** Paystack's dedicated NUBANs come from Wema Bank (`wema-bank`), its test ones from Paystack-Titan. */
const DVA_BANK = { code: '035', slug: 'wema-bank', id: 20 };
/** The business's name as a dedicated account's holder shows it (`PUENTE/<CUSTOMER NAME>`). */
const BUSINESS_NAME = 'PUENTE';

interface CustomerRecord extends Record<string, unknown> {
  id: number;
  customer_code: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  createdAt: string;
}

interface DedicatedRecord extends Record<string, unknown> {
  id: number;
  account_number: string;
  account_name: string;
  customer_code: string;
  created_at: string;
}

/** PostgreSQL text cannot hold NUL, and no e-mail or code has one. */
const noNul = (value: string) => !value.includes('\0');
const customerBody = z.object({
  email: z.string().trim().min(3).max(200).refine(noNul),
  first_name: z.string().trim().max(100).refine(noNul).optional(),
  last_name: z.string().trim().max(100).refine(noNul).optional(),
  phone: z.string().trim().max(20).refine(noNul).optional(),
  metadata: z.unknown().optional(),
});
const dedicatedBody = z.object({
  customer: z.string().trim().min(1).max(100).refine(noNul),
  preferred_bank: z.string().optional(),
  subaccount: z.string().optional(),
  split_code: z.string().optional(),
});
const transferBody = z.object({
  account_number: z.string().regex(/^\d{10}$/),
  amount: z.number().positive(),
  payer_name: z.string().trim().min(1).max(40).refine(noNul).optional(),
});

const bankName = () => ngBankByCode(DVA_BANK.code)?.name ?? 'Wema Bank';

function customerObject(c: CustomerRecord) {
  return {
    id: c.id,
    integration: INTEGRATION,
    domain: 'test',
    customer_code: c.customer_code,
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    metadata: {},
    risk_action: 'default',
    identified: false,
    identifications: null,
    transactions: [],
    subscriptions: [],
    authorizations: [],
    createdAt: c.createdAt,
    updatedAt: c.createdAt,
  };
}

function dedicatedObject(d: DedicatedRecord, c: CustomerRecord) {
  return {
    id: d.id,
    account_name: d.account_name,
    account_number: d.account_number,
    assigned: true,
    currency: 'NGN',
    metadata: null,
    active: true,
    split_config: {},
    bank: { name: bankName(), id: DVA_BANK.id, slug: DVA_BANK.slug },
    assignment: {
      integration: INTEGRATION,
      assignee_id: c.id,
      assignee_type: 'Customer',
      expired: false,
      account_type: 'PAY-WITH-TRANSFER-RECURRING',
      assigned_at: d.created_at,
      expired_at: null,
    },
    created_at: d.created_at,
    updated_at: d.created_at,
    customer: { ...customerObject(c), international_format_phone: null },
  };
}

/**
 * Paystack's dedicated virtual accounts: `POST /customer` (an e-mail already known answers that
 * customer), `GET /customer/:email_or_code` with its `dedicated_account`, `POST /dedicated_account`
 * (a customer holding one is refused, as Paystack refuses a second on the same bank); and the payer's
 * side, a transfer into one, which Paystack announces as `charge.success` on `dedicated_nuban`.
 */
export function registerPaystackDedicatedRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: PaystackStandInOptions,
): void {
  const { store } = context;
  const customerOf = async (emailOrCode: string) => {
    const code = emailOrCode.startsWith('CUS_')
      ? emailOrCode
      : (await store.get<{ code: string }>(EMAIL_KIND, emailOrCode.toLowerCase()))?.code;
    return code ? store.get<CustomerRecord>(CUSTOMER_KIND, code) : undefined;
  };

  app.post('/customer', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply);
    const parsed = customerBody.safeParse(request.body ?? {});
    if (!parsed.success || !parsed.data.email.includes('@'))
      return refuse(reply, 400, 'Invalid Email Address Passed', 'validation_error');
    const email = parsed.data.email.toLowerCase();
    const code = seededCode('CUS', `customer:${email}`);
    await store.insert(EMAIL_KIND, email, { code });
    const kept = await store.insert<CustomerRecord>(CUSTOMER_KIND, code, {
      id: seededNumber(`customer:${email}`),
      customer_code: code,
      email,
      first_name: parsed.data.first_name ?? '',
      last_name: parsed.data.last_name ?? '',
      phone: parsed.data.phone ?? '',
      createdAt: context.now().toISOString(),
    });
    return ok(reply, 'Customer created', customerObject(kept.value));
  });

  app.get<{ Params: { code: string } }>('/customer/:code', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply);
    const customer = await customerOf(request.params.code);
    if (!customer) return refuse(reply, 404, 'Customer not found', 'validation_error');
    const dedicated = await store.get<DedicatedRecord>(DVA_KIND, customer.customer_code);
    const account = dedicated ? dedicatedObject(dedicated, customer) : null;
    const { createdAt } = customer;
    return ok(reply, 'Customer retrieved', {
      ...customerObject(customer),
      created_at: createdAt,
      updated_at: createdAt,
      total_transactions: 0,
      total_transaction_value: [],
      dedicated_account: account,
      dedicated_accounts: account ? [account] : [],
    });
  });

  app.post('/dedicated_account', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply);
    const parsed = dedicatedBody.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, 'Customer is required', 'validation_error');
    if (parsed.data.preferred_bank && parsed.data.preferred_bank !== DVA_BANK.slug)
      return refuse(reply, 400, 'Preferred bank is not supported', 'validation_error');
    const customer = await customerOf(parsed.data.customer);
    if (!customer) return refuse(reply, 404, 'Customer not found', 'validation_error');
    // Paystack asks for the customer's name before it names an account after them.
    if (!customer.first_name || !customer.last_name || !customer.phone)
      return refuse(reply, 400, 'Customer first name, last name and phone are required', 'validation_error');
    const accountNumber = sandboxNuban(DVA_BANK.code, `paystack:${customer.customer_code}`);
    const kept = await store.insert<DedicatedRecord>(DVA_KIND, customer.customer_code, {
      id: seededNumber(`dva:${customer.customer_code}`),
      account_number: accountNumber,
      account_name: `${BUSINESS_NAME}/${customer.first_name} ${customer.last_name}`.toUpperCase(),
      customer_code: customer.customer_code,
      created_at: context.now().toISOString(),
    });
    if (!kept.created)
      return refuse(reply, 400, 'Customer already has an active dedicated account', 'validation_error');
    await store.put(DVA_NUMBER_KIND, accountNumber, { code: customer.customer_code });
    return ok(reply, 'NUBAN successfully created', dedicatedObject(kept.value, customer));
  });

  app.post(PAYSTACK_DVA_TRANSFER, async (request, reply) => {
    const parsed = transferBody.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, 'account_number and amount are required');
    let amountMinor: number;
    try {
      amountMinor = decimalToMinor(parsed.data.amount);
    } catch {
      return refuse(reply, 400, 'amount must be naira with at most 2 decimals');
    }
    const number = parsed.data.account_number;
    const code = (await store.get<{ code: string }>(DVA_NUMBER_KIND, number))?.code;
    const customer = code ? await store.get<CustomerRecord>(CUSTOMER_KIND, code) : undefined;
    if (!customer) return refuse(reply, 404, 'No such dedicated account');
    const at = context.now();
    const reference = seededCode('T', `dva:${number}:${randomUUID()}`).slice(2, 22);
    const payer = (parsed.data.payer_name ?? 'ADAEZE OKAFOR').toUpperCase();
    const data = dedicatedCharge({ reference, amountMinor, at, number, customer, payer });
    // A NIP transfer into a dedicated account is announced within a minute.
    const delayMs = options.transferInNotifyDelayMs ?? 60_000;
    await context.notify(options.webhookPath, JSON.stringify({ event: 'charge.success', data }), delayMs);
    return ok(reply, 'Transfer received', {
      reference,
      notifies_at: new Date(at.getTime() + delayMs).toISOString(),
    });
  });
}

/** `charge.success`'s data for a transfer into a dedicated NUBAN, as Paystack words it. */
function dedicatedCharge(input: {
  reference: string;
  amountMinor: number;
  at: Date;
  number: string;
  customer: CustomerRecord;
  payer: string;
}) {
  const paidAt = input.at.toISOString();
  return {
    id: seededNumber(`charge:${input.reference}`),
    domain: 'test',
    status: 'success',
    reference: input.reference,
    amount: input.amountMinor,
    message: null,
    gateway_response: 'Approved',
    paid_at: paidAt,
    created_at: paidAt,
    channel: 'dedicated_nuban',
    currency: 'NGN',
    ip_address: null,
    metadata: { receiver_account_number: input.number, receiver_bank: bankName() },
    fees_breakdown: null,
    log: null,
    fees: Math.min(Math.round(input.amountMinor * 0.01), 30_000),
    authorization: {
      authorization_code: seededCode('AUTH', input.reference),
      bin: '008XXX',
      last4: `X${String(seededNumber(`last4:${input.reference}`) % 1000).padStart(3, '0')}`,
      exp_month: '12',
      exp_year: '2030',
      channel: 'dedicated_nuban',
      card_type: 'transfer',
      bank: 'Access Bank',
      country_code: 'NG',
      brand: 'Managed Account',
      reusable: false,
      signature: null,
      account_name: null,
      sender_country: 'NG',
      sender_bank: 'Access Bank',
      sender_bank_account_number: `XXXXXX${String(seededNumber(`sender:${input.payer}`) % 10_000).padStart(4, '0')}`,
      sender_name: input.payer,
      narration: `NIP: ${input.payer}`,
      receiver_bank_account_number: input.number,
      receiver_bank: bankName(),
    },
    customer: { ...customerObject(input.customer), international_format_phone: null },
    plan: {},
    split: {},
    subaccount: {},
    paidAt,
    createdAt: paidAt,
    requested_amount: input.amountMinor,
    integration: INTEGRATION,
  };
}
