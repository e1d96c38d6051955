import { formatMoney, parseLanguage } from '@puente/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decimalToMinor } from '../../../providers/collection/decimal.ts';
import { cardProblem, checkoutClosedPage, checkoutPage } from '../../collection/sandbox-checkout-page.ts';
import type { StandIn, StandInContext } from '../standin.ts';
import { authorized, bodyOf, error, ok, unauthorized } from './flutterwave-envelope.ts';
import { type CheckoutRecord, FlutterwaveRecords, verifyData } from './flutterwave-records.ts';
import {
  DECLINED_CARD_SUFFIX,
  type FlutterwaveStandInOptions,
  LYING_RETURN_CARD_SUFFIX,
  SIMULATE_BANK_TRANSFER_PATH,
  SIMULATE_CHECKOUT_PATH,
} from './flutterwave-standin-options.ts';
import { registerTransferRoutes } from './flutterwave-transfers.ts';

const HOSTED_PAGE_PATH = '/hosted/pay';
const MAX_SESSION_MINUTES = 1_440;
const NOT_FOUND = 'No transaction was found for this id';

/**
 * Flutterwave v3 as Flutterwave answers it, for what Puente uses: hosted payment links and their
 * page, verification by transaction id or tx_ref, static virtual accounts, account resolve and
 * transfers; every API call checked for the Bearer secret key, every answer in the
 * `{status, message, data}` envelope; `charge.completed` sent back with the secret hash in
 * `verif-hash`, at the moment it is sent.
 */
export function flutterwaveStandIn(options: FlutterwaveStandInOptions): StandIn {
  return {
    name: 'flutterwave',
    routes(app, context) {
      registerRoutes(app, context, options);
      registerTransferRoutes(app, context, options);
    },
    signNotification: () => ({ 'verif-hash': options.secretHash }),
  };
}

const text = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max && !value.includes('\0');

function withQuery(url: string, params: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/** Which way a pay click goes: declined stays on the page; the rest leave with a status. */
export type PayOutcome =
  | { outcome: 'declined' | 'missing' | 'closed' }
  | { outcome: 'paid'; transactionId: number; browserStatus: 'successful'; redirect: string };

/** What "Pay" does, on the stand-in's own page or from the sandbox service's tester page. */
export async function payCheckout(
  records: FlutterwaveRecords,
  context: StandInContext,
  txRef: string,
  cardNumber: string,
): Promise<PayOutcome> {
  const checkout = await records.checkout(txRef);
  if (!checkout) return { outcome: 'missing' };
  if (Date.parse(checkout.expires_at) <= context.now().getTime() || (await records.checkoutPaid(txRef)))
    return { outcome: 'closed' };
  if (cardNumber.endsWith(DECLINED_CARD_SUFFIX)) return { outcome: 'declined' };
  const lying = cardNumber.endsWith(LYING_RETURN_CARD_SUFFIX);
  const transaction = await records.payCheckout(checkout, lying ? 'failed' : 'successful');
  if (!transaction) return { outcome: 'closed' };
  return {
    outcome: 'paid',
    transactionId: transaction.id,
    // The browser is told "successful" either way: only verify tells the truth.
    browserStatus: 'successful',
    redirect: withQuery(checkout.redirect_url, {
      status: 'successful',
      tx_ref: txRef,
      transaction_id: String(transaction.id),
    }),
  };
}

function registerRoutes(app: FastifyInstance, context: StandInContext, options: FlutterwaveStandInOptions) {
  const records = new FlutterwaveRecords(context, options);
  const requestBase = (request: FastifyRequest) =>
    `${request.protocol}://${request.host}${request.url.split(/\/v3\/|\/hosted\//)[0] ?? ''}`;
  const pageUrl = (txRef: string, request: FastifyRequest) =>
    options.checkoutPageUrl?.(txRef, requestBase(request)) ??
    `${requestBase(request)}${HOSTED_PAGE_PATH}/${encodeURIComponent(txRef)}`;

  app.post('/v3/payments', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const body = bodyOf(request) ?? {};
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    if (!text(body.tx_ref, 100)) return error(reply, 400, 'tx_ref is required');
    if (!text(body.redirect_url, 2000)) return error(reply, 400, 'redirect_url is required');
    if (!text(customer.email)) return error(reply, 400, 'customer.email is required');
    if (body.currency !== 'NGN') return error(reply, 400, 'Invalid currency provided');
    let amountMinor: number;
    try {
      amountMinor = decimalToMinor(body.amount as number);
    } catch {
      return error(reply, 400, 'amount is required and must be a number');
    }
    if (amountMinor <= 0) return error(reply, 400, 'amount must be greater than 0');
    const minutes = Number(body.session_duration ?? MAX_SESSION_MINUTES);
    const session =
      Number.isInteger(minutes) && minutes > 0 ? Math.min(minutes, MAX_SESSION_MINUTES) : MAX_SESSION_MINUTES;
    const now = context.now();
    const record: CheckoutRecord = {
      tx_ref: body.tx_ref,
      amountMinor,
      currency: 'NGN',
      redirect_url: body.redirect_url,
      customer: { email: customer.email, name: text(customer.name) ? customer.name : 'N/A' },
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + session * 60_000).toISOString(),
    };
    const kept = await records.createCheckout(record);
    return ok(reply, 'Hosted Link', { link: pageUrl(kept.tx_ref, request) });
  });

  const verified = async (
    reply: FastifyReply,
    found: Awaited<ReturnType<FlutterwaveRecords['latestFor']>>,
  ) =>
    found ? ok(reply, 'Transaction fetched successfully', verifyData(found)) : error(reply, 400, NOT_FOUND);

  app.get<{ Params: { id: string } }>('/v3/transactions/:id/verify', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    return verified(reply, await records.transaction(request.params.id));
  });

  app.get<{ Querystring: { tx_ref?: string } }>(
    '/v3/transactions/verify_by_reference',
    async (request, reply) => {
      if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
      const txRef = request.query.tx_ref;
      if (!text(txRef, 100)) return error(reply, 400, 'tx_ref is required');
      return verified(reply, await records.latestFor(txRef));
    },
  );

  app.post('/v3/virtual-account-numbers', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const body = bodyOf(request) ?? {};
    if (!text(body.email)) return error(reply, 400, 'email is required');
    if (!text(body.tx_ref, 100)) return error(reply, 400, 'tx_ref is required');
    if (body.is_permanent === true && !(typeof body.bvn === 'string' && /^\d{11}$/.test(body.bvn)))
      return error(reply, 400, 'BVN is required for a static account number');
    const account = await records.createAccount({ txRef: body.tx_ref, email: body.email });
    return ok(reply, 'Virtual account created', {
      response_code: '02',
      response_message: 'Transaction in progress',
      flw_ref: account.flw_ref,
      order_ref: account.order_ref,
      account_number: account.account_number,
      frequency: 'N/A',
      bank_name: account.bank_name,
      created_at: account.created_at,
      expiry_date: 'N/A',
      note: `Please make a bank transfer to ${account.bank_name}`,
      amount: null,
    });
  });

  registerHostedPage(app, context, records);
  registerPayerRoutes(app, context, records);
}

/** The hosted page a payment link leads to: the card form, in the language of `?lang=`. */
function registerHostedPage(app: FastifyInstance, context: StandInContext, records: FlutterwaveRecords) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    const show = async (request: FastifyRequest, reply: FastifyReply) => {
      const { txRef } = request.params as { txRef: string };
      const form = (bodyOf(request) ?? {}) as Record<string, string | undefined>;
      const lang = parseLanguage(form.lang ?? (request.query as { lang?: string }).lang);
      const checkout = text(txRef, 100) ? await records.checkout(txRef) : undefined;
      if (!checkout) return html(reply, 404, checkoutClosedPage(lang, 'missing', '/'));
      const page = (extra: Parameters<typeof checkoutPage>[0]['problem'], status = 200) =>
        html(
          reply,
          status,
          checkoutPage({
            lang,
            gateway: 'flutterwave',
            merchant: 'Puente Naija',
            reference: txRef,
            amount: formatMoney(checkout.amountMinor, 'NG', lang),
            action: request.url.split('?')[0] ?? '',
            ...(extra ? { problem: extra } : {}),
          }),
        );
      if (request.method === 'GET') {
        const closed =
          Date.parse(checkout.expires_at) <= context.now().getTime() || (await records.checkoutPaid(txRef));
        return closed
          ? html(reply, 409, checkoutClosedPage(lang, 'timedOut', checkout.redirect_url))
          : page(undefined);
      }
      if (form.action === 'cancel')
        return reply.redirect(withQuery(checkout.redirect_url, { status: 'cancelled', tx_ref: txRef }), 303);
      const problem = cardProblem(form, new Date());
      if (problem) return page(problem, 400);
      const paid = await payCheckout(records, context, txRef, (form.cardNumber ?? '').replace(/[\s-]/g, ''));
      if (paid.outcome === 'declined') return page('declined', 402);
      if (paid.outcome !== 'paid')
        return html(reply, 409, checkoutClosedPage(lang, 'timedOut', checkout.redirect_url));
      return reply.redirect(paid.redirect, 303);
    };
    scope.get(`${HOSTED_PAGE_PATH}/:txRef`, show);
    scope.post(`${HOSTED_PAGE_PATH}/:txRef`, show);
  });
}

/**
 * The payers' side, which Flutterwave has no API for: a card at a checkout and a bank transfer into
 * a static account, as the sandbox service's tester routes (/dev/checkout, /dev/nuban) make them.
 */
function registerPayerRoutes(app: FastifyInstance, context: StandInContext, records: FlutterwaveRecords) {
  app.get<{ Params: { txRef: string } }>(`${SIMULATE_CHECKOUT_PATH}/:txRef`, async (request, reply) => {
    const checkout = text(request.params.txRef, 100)
      ? await records.checkout(request.params.txRef)
      : undefined;
    if (!checkout) return error(reply, 404, 'No checkout for this tx_ref');
    return ok(reply, 'Checkout', {
      paid: await records.checkoutPaid(checkout.tx_ref),
      expires_at: checkout.expires_at,
    });
  });

  app.post<{ Params: { txRef: string } }>(`${SIMULATE_CHECKOUT_PATH}/:txRef/pay`, async (request, reply) => {
    const card = bodyOf(request)?.cardNumber;
    if (!text(request.params.txRef, 100) || typeof card !== 'string' || !/^\d{12,19}$/.test(card))
      return error(reply, 400, 'Give the card number as `cardNumber`');
    const paid = await payCheckout(records, context, request.params.txRef, card);
    if (paid.outcome === 'missing') return error(reply, 404, 'No checkout for this tx_ref');
    if (paid.outcome === 'closed') return error(reply, 409, 'This checkout can no longer be paid');
    if (paid.outcome !== 'paid') return error(reply, 402, 'Card declined');
    return ok(reply, 'Charged', { transaction_id: paid.transactionId, redirect: paid.redirect });
  });

  app.post(SIMULATE_BANK_TRANSFER_PATH, async (request, reply) => {
    const body = bodyOf(request) ?? {};
    const number = body.account_number;
    if (typeof number !== 'string' || !/^\d{10}$/.test(number))
      return error(reply, 400, 'account_number is required');
    let amountMinor: number;
    try {
      amountMinor = decimalToMinor(body.amount as number);
    } catch {
      return error(reply, 400, 'amount is required and must be a number');
    }
    if (amountMinor <= 0) return error(reply, 400, 'amount must be greater than 0');
    const account = await records.account(number);
    if (!account) return error(reply, 404, 'No such account number');
    const payer = text(body.payer_name, 40) ? body.payer_name : undefined;
    const { transaction, notifiesAt } = await records.transferIn(account, amountMinor, payer);
    return ok(reply, 'Transfer received', {
      transaction_id: transaction.id,
      notifies_at: notifiesAt.toISOString(),
    });
  });
}
