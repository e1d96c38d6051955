import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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

export const TRANSACTION_KIND = 'transaction';
/** Where the stand-in's hosted checkout is paid (Paystack's own page takes the card; a tester posts here). */
export const PAYSTACK_CHECKOUT_PAY = '/sandbox/checkout/pay';

const initializeBody = z.object({
  email: z.string().trim().min(3),
  amount: z.number().int().positive(),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9._=-]{1,100}$/)
    .optional(),
  callback_url: z.string().optional(),
  currency: z.string().optional(),
  channels: z.array(z.string()).optional(),
  metadata: z.unknown().optional(),
});

interface TransactionRecord extends Record<string, unknown> {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** A transaction as verify and charge.success tell it. */
function transactionObject(t: TransactionRecord) {
  const paid = t.paidAt !== null;
  return {
    id: t.id,
    domain: 'test',
    status: paid ? 'success' : 'abandoned',
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: paid ? 'Successful' : 'The transaction was not completed',
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: 'card',
    currency: t.currency,
    ip_address: '127.0.0.1',
    metadata: '',
    log: null,
    fees: paid ? Math.min(Math.round(t.amount * 0.015) + 10_000, 200_000) : null,
    fees_split: null,
    authorization: {
      authorization_code: seededCode('AUTH', t.reference),
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: seededCode('SIG', t.reference),
      account_name: null,
      receiver_bank_account_number: null,
      receiver_bank: null,
    },
    customer: {
      id: seededNumber(`customer:${t.email}`),
      first_name: null,
      last_name: null,
      email: t.email,
      customer_code: seededCode('CUS', t.email),
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: t.paidAt,
    createdAt: t.createdAt,
    requested_amount: t.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: t.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/**
 * Paystack's checkout: `POST /transaction/initialize` (a duplicate reference refused), its hosted
 * page paid by a tester (`POST /sandbox/checkout/pay {reference}`), charge.success sent signed, and
 * `GET /transaction/verify/:reference`.
 */
export function registerPaystackCheckoutRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: PaystackStandInOptions,
): void {
  app.post('/transaction/initialize', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply);
    const parsed = initializeBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return refuse(
        reply,
        400,
        `Invalid ${parsed.error.issues[0]?.path.join('.') || 'request'}`,
        'validation_error',
      );
    const body = parsed.data;
    if (body.currency && body.currency !== 'NGN')
      return refuse(reply, 400, 'Currency not supported by merchant', 'validation_error');
    const reference =
      body.reference ?? seededCode('T', `${body.email}:${context.now().getTime()}`).slice(2, 22);
    const kept = await context.store.insert<TransactionRecord>(TRANSACTION_KIND, reference, {
      id: seededNumber(`transaction:${reference}`),
      reference,
      access_code: seededCode('ac', reference).slice(3, 13),
      amount: body.amount,
      currency: 'NGN',
      email: body.email,
      callback_url: body.callback_url ?? null,
      createdAt: context.now().toISOString(),
      paidAt: null,
    });
    if (!kept.created) return refuse(reply, 400, 'Duplicate Transaction Reference', 'validation_error');
    return ok(reply, 'Authorization URL created', {
      authorization_url:
        options.checkoutPageUrl?.(reference) ?? `https://checkout.paystack.com/${kept.value.access_code}`,
      access_code: kept.value.access_code,
      reference,
    });
  });

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply);
    const t = await context.store.get<TransactionRecord>(TRANSACTION_KIND, request.params.reference);
    if (!t) return refuse(reply, 400, 'Transaction reference not found', 'validation_error');
    return ok(reply, 'Verification successful', transactionObject(t));
  });

  // The hosted page's own question: may this checkout still be paid?
  app.get<{ Params: { reference: string } }>(
    `${PAYSTACK_CHECKOUT_PAY}/:reference`,
    async (request, reply) => {
      const t = await context.store.get<TransactionRecord>(TRANSACTION_KIND, request.params.reference);
      if (!t) return refuse(reply, 404, 'Transaction reference not found');
      return ok(reply, 'Checkout', { paid: t.paidAt !== null });
    },
  );

  app.post<{ Body: { reference?: unknown } }>(PAYSTACK_CHECKOUT_PAY, async (request, reply) => {
    const reference = typeof request.body?.reference === 'string' ? request.body.reference : '';
    const t = await context.store.get<TransactionRecord>(TRANSACTION_KIND, reference);
    if (!t) return refuse(reply, 404, 'Transaction reference not found');
    if (t.paidAt) return ok(reply, 'Already paid', transactionObject(t));
    const paid = { ...t, paidAt: context.now().toISOString() };
    await context.store.put(TRANSACTION_KIND, reference, paid);
    const data = { ...transactionObject(paid), integration: INTEGRATION };
    await context.notify(options.webhookPath, JSON.stringify({ event: 'charge.success', data }), 0);
    return ok(reply, 'Paid', transactionObject(paid));
  });
}
