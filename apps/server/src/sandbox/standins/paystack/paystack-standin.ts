import { NG_BANKS } from '@puente/domain/data';
import type { FastifyInstance } from 'fastify';
import type { StandIn, StandInContext } from '../standin.ts';
import { registerPaystackCheckoutRoutes } from './paystack-checkout-routes.ts';
import { registerPaystackDedicatedRoutes } from './paystack-dedicated-routes.ts';
import { authorized, ok, seededNumber, unauthorized } from './paystack-envelope.ts';
import { registerPaystackSandboxRoutes } from './paystack-sandbox-routes.ts';
import type { PaystackStandInOptions } from './paystack-standin-options.ts';
import { registerPaystackTransferRoutes } from './paystack-transfer-routes.ts';
import { paystackSignature, SWITCH_KIND } from './paystack-transfers.ts';

/**
 * Paystack's API as Paystack answers it, for what Puente uses of it: the bank list, name enquiry,
 * transfer recipients and transfers (the reference as idempotency key, OTP, verify), the hosted
 * checkout, customers and their dedicated virtual accounts, with its Bearer
 * key, its `{status, message, data}` envelope and its refusals; and the `transfer.*` and `charge.success` events it sends,
 * signed with the secret key (x-paystack-signature) when they are sent.
 */
export function paystackStandIn(options: PaystackStandInOptions): StandIn {
  return {
    name: 'paystack',
    routes(app, context) {
      registerPaystackOutage(app, context);
      registerBankList(app, options);
      registerPaystackTransferRoutes(app, context, options);
      registerPaystackCheckoutRoutes(app, context, options);
      registerPaystackDedicatedRoutes(app, context, options);
      registerPaystackSandboxRoutes(app, context);
    },
    signNotification: (notification) => ({
      'x-paystack-signature': paystackSignature(notification.body, options.secretKey),
    }),
  };
}

/** `GET /bank`: Nigeria's banks as Paystack lists them (the domain's list, which is Paystack's codes). */
function registerBankList(app: FastifyInstance, options: PaystackStandInOptions) {
  app.get<{ Querystring: { country?: string; currency?: string } }>('/bank', async (request, reply) => {
    if (!authorized(request, options.secretKey)) return unauthorized(reply);
    const { country, currency } = request.query;
    const nigeria = (!country || country.toLowerCase() === 'nigeria') && (!currency || currency === 'NGN');
    const at = '2020-01-01T00:00:00.000Z';
    return ok(
      reply,
      'Banks retrieved',
      (nigeria ? NG_BANKS : []).map((bank) => ({
        name: bank.name,
        slug: bank.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        code: bank.code,
        longcode: bank.nip ?? '',
        gateway: null,
        pay_with_bank: false,
        supports_transfer: true,
        available_for_direct_debit: false,
        active: true,
        is_deleted: false,
        country: 'Nigeria',
        currency: 'NGN',
        type: 'nuban',
        id: seededNumber(`bank:${bank.code}`) % 1000,
        createdAt: at,
        updatedAt: at,
      })),
    );
  });
}

/** The tester's switch: while on, Paystack answers every API call 503, as during an outage. */
export const PAYSTACK_OUTAGE_PATH = '/sandbox/outage';

function registerPaystackOutage(app: FastifyInstance, { store }: StandInContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/sandbox/')) return;
    if ((await store.get<{ down: boolean }>(SWITCH_KIND, 'outage'))?.down)
      return reply.code(503).type('text/plain').send('Service Unavailable');
  });
  app.post<{ Body: { down?: unknown } }>(PAYSTACK_OUTAGE_PATH, async (request, reply) => {
    if (typeof request.body?.down !== 'boolean')
      return reply.code(400).send({ status: false, message: 'down: true or false' });
    await store.put(SWITCH_KIND, 'outage', { down: request.body.down });
    return { status: true, message: 'Outage switched', data: { down: request.body.down } };
  });
}
