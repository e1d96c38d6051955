import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import type { StandIn, StandInContext } from '../standin.ts';
import { StripeIntents } from './stripe-intents.ts';
import { stripeError } from './stripe-objects.ts';
import { answer, authorized, canonical, paramsOf, unauthorized } from './stripe-request.ts';
import type { StripeStandInOptions } from './stripe-standin-options.ts';
import { voucherPage } from './stripe-voucher-page.ts';

/** Where the till takes cash for a voucher, beside the API (Stripe has no such endpoint: OXXO's tills do). */
export const STRIPE_TILL_PATH = '/oxxo/pay';
const VOUCHER_PAGE_PATH = '/oxxo/vouchers';

const tillBody = z.object({
  number: z
    .string()
    .trim()
    .regex(/^\d{8,30}$/),
});
/** Stripe's PaymentIntent ids; anything else names none (and never reaches the store). */
const INTENT_ID = /^pi_[A-Za-z0-9]{1,64}$/;

const noSuchIntent = (id: string) =>
  stripeError('invalid_request_error', `No such payment_intent: '${id}'`, {
    code: 'resource_missing',
    param: 'intent',
  });

/** A text holding NUL, which no Stripe parameter can be (and the store could not keep). */
const holdsNul = (params: unknown) => canonical(params).includes('\\u0000');
const nulRefusal = stripeError('invalid_request_error', 'Parameters cannot contain NUL characters.', {
  code: 'parameter_invalid_string_blank',
});

/**
 * Stripe's API as Stripe answers it, for what Puente uses of it: OXXO PaymentIntents (create,
 * confirm, retrieve), with its authentication, idempotency keys and error shapes; the hosted voucher
 * page; a till that pays a voucher; and the events Stripe sends, signed with the endpoint's secret
 * by Stripe's own scheme when they are sent.
 */
export function stripeStandIn(options: StripeStandInOptions): StandIn {
  return {
    name: 'stripe',
    routes(app, context) {
      registerRoutes(app, context, options);
    },
    signNotification: (notification, wallNow) => ({
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload: notification.body,
        secret: options.webhookSecret,
        timestamp: Math.floor(wallNow.getTime() / 1000),
      }),
    }),
  };
}

function registerRoutes(app: FastifyInstance, context: StandInContext, options: StripeStandInOptions) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
  // The page's address as a browser reaches the stand-in: given, or where this request came.
  const base = options.publicBaseUrl?.replace(/\/+$/, '');
  const pageOf = (request: FastifyRequest) => (id: string) => {
    const here = base ?? `${request.protocol}://${request.host}${request.url.split('/v1/')[0] ?? ''}`;
    return `${here}${VOUCHER_PAGE_PATH}/${id}`;
  };
  const intents = (request: FastifyRequest) => new StripeIntents(context, pageOf(request));
  const key = (request: FastifyRequest) => {
    const value = request.headers['idempotency-key'];
    return typeof value === 'string' && value ? value : undefined;
  };

  app.post('/v1/payment_intents', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const params = paramsOf(request);
    if (holdsNul(params)) return answer(reply, 400, nulRefusal);
    const service = intents(request);
    const outcome = await service.idempotent(key(request), 'POST /v1/payment_intents', params, () =>
      service.create(params),
    );
    return answer(reply, outcome.status, outcome.body);
  });

  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/confirm', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    const params = paramsOf(request);
    if (!INTENT_ID.test(request.params.id)) return answer(reply, 404, noSuchIntent(request.params.id));
    if (holdsNul(params)) return answer(reply, 400, nulRefusal);
    const service = intents(request);
    const scope = `POST /v1/payment_intents/${request.params.id}/confirm`;
    const outcome = await service.idempotent(key(request), scope, params, () =>
      service.confirm(request.params.id, params),
    );
    return answer(reply, outcome.status, outcome.body);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply, request);
    if (!INTENT_ID.test(request.params.id)) return answer(reply, 404, noSuchIntent(request.params.id));
    const outcome = await intents(request).retrieve(request.params.id);
    return answer(reply, outcome.status, outcome.body);
  });

  // The till: a person (or the service's /dev/oxxo/pay) pays a voucher number in cash.
  app.post(STRIPE_TILL_PATH, async (request, reply) => {
    const parsed = tillBody.safeParse(paramsOf(request));
    if (!parsed.success)
      return answer(reply, 400, {
        error: {
          type: 'invalid_request_error',
          message: 'Give the voucher number as `number`.',
          param: 'number',
        },
      });
    const outcome = await intents(request).pay(parsed.data.number);
    return answer(reply, outcome.status, outcome.body);
  });

  app.get<{ Params: { id: string } }>(`${VOUCHER_PAGE_PATH}/:id`, async (request, reply) => {
    const found = INTENT_ID.test(request.params.id)
      ? await intents(request).voucher(request.params.id)
      : undefined;
    const html = found
      ? voucherPage({
          number: found.display?.number,
          amountMinor: found.intent.amount,
          status: found.intent.status,
          expiresAfter: found.display?.expires_after,
        })
      : voucherPage({ number: undefined, amountMinor: 0, status: 'missing', expiresAfter: undefined });
    return reply
      .code(found ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });
}
