import type { FastifyInstance } from 'fastify';
import type { StandIn, StandInContext } from '../standin.ts';
import { registerStpCollectionRoutes, type StpSentOrders } from './stp-collection-routes.ts';
import { registerStpPayoutRoutes, SENT_KIND, sentOrderForConsulta } from './stp-payout-routes.ts';
import type { StpStandInOptions } from './stp-standin-options.ts';

/** STP's API as STP answers it: signed requests checked against the company's key, notifications back. */
export function stpStandIn(options: StpStandInOptions): StandIn {
  return {
    name: 'stp',
    routes(app, context) {
      registerStpOutage(app, context);
      registerStpPayoutRoutes(app, context, options);
      registerStpCollectionRoutes(app, context, options, sentOrders(context));
    },
    signNotification: () => ({
      authorization: `Basic ${Buffer.from(`${options.notifyUser}:${options.notifyPassword}`).toString('base64')}`,
    }),
  };
}

/** The orders the company sent, as consultaOrden and conciliación tell them at the stand-in's time. */
function sentOrders(context: StandInContext): StpSentOrders {
  return {
    forConsulta: (store, claveRastreo) => sentOrderForConsulta(store, claveRastreo, context.now()),
    async ofDay(store, fechaOperacion) {
      const orders = await store.list<{ claveRastreo: string; fechaOperacion: string }>(SENT_KIND);
      const ofThatDay = orders.filter((order) => String(order.fechaOperacion) === fechaOperacion);
      const told = await Promise.all(
        ofThatDay.map((order) => sentOrderForConsulta(store, order.claveRastreo, context.now())),
      );
      return told.filter((order): order is Record<string, unknown> => order !== undefined);
    },
  };
}

/** The tester's switch: while on, STP answers every call 503, as during an outage. */
export const STP_OUTAGE_PATH = '/sandbox/outage';

function registerStpOutage(app: FastifyInstance, { store }: StandInContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.endsWith(STP_OUTAGE_PATH)) return;
    if ((await store.get<{ down: boolean }>('switch', 'outage'))?.down)
      return reply.code(503).type('text/plain').send('Service Unavailable');
  });
  app.post<{ Body: { down?: unknown } }>(STP_OUTAGE_PATH, async (request, reply) => {
    if (typeof request.body?.down !== 'boolean')
      return reply.code(400).send({ error: 'down: true or false' });
    await store.put('switch', 'outage', { down: request.body.down });
    return { down: request.body.down };
  });
}
