import { toMinor } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSULTA_ORDEN_PATH, consultaOrdenCadena } from '../../../providers/collection/stp-orders.ts';
import { CONCILIACION_PATH, conciliacionCadena } from '../../../providers/stp/stp-conciliacion.ts';
import { stpFirmaValid } from '../../../providers/stp/stp-signing.ts';
import type { StandInContext } from '../standin.ts';
import type { StandInStore } from '../standin-store.ts';
import {
  RECEIVED_KIND,
  receiveAbono,
  receivedOrderView,
  type StpReceivedRecord,
  settledReceived,
} from './stp-abonos.ts';
import { registerStpCuentaRoutes } from './stp-cuenta-routes.ts';
import type { StpStandInOptions } from './stp-standin-options.ts';

/**
 * The orders the company sent (payouts), as the payout side of the stand-in keeps them: what
 * Consulta Orden (tipoOrden E) and the conciliación of sent orders answer from. Given by
 * stp-standin.ts from stp-payout-routes.ts; without it no sent order is known.
 */
export interface StpSentOrders {
  forConsulta(store: StandInStore, claveRastreo: string): Promise<Record<string, unknown> | undefined>;
  ofDay(store: StandInStore, fechaOperacion: string): Promise<Record<string, unknown>[]>;
}

/** The stand-in's own route for a payer's bank sending SPEI: not STP's API, the world outside it. */
export const SIMULATE_ABONO_PATH = '/simulate/abono';

/** Rows per conciliación page. */
export const CONCILIACION_PAGE = 100;

const consultaBody = z.object({
  empresa: z.string(),
  claveRastreo: z.string().regex(/^[A-Za-z0-9]{1,30}$/),
  tipoOrden: z.enum(['R', 'E']),
  fechaOperacion: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  firma: z.string().min(1),
});

const conciliacionBody = z.object({
  empresa: z.string(),
  page: z.number().int().nonnegative(),
  tipoOrden: z.enum(['R', 'E']),
  fechaOperacion: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{8}$/)),
  firma: z.string().min(1),
});

const abonoBody = z
  .object({
    clabe: z.string().regex(/^\d{18}$/),
    /** Pesos, as the payer types them. */
    amount: z.number().positive().max(10_000_000),
    payerName: z.string().max(40).optional(),
    /** The tester's fault: STP keeps the deposit but never notifies it. */
    lost: z.boolean().optional(),
  })
  .strict();

const INVALID = { estado: 1, mensaje: 'Datos de entrada inválidos', respuesta: null };
const BAD_FIRMA = { estado: 3, mensaje: 'Error validando la firma', respuesta: null };
const NOT_FOUND = { estado: 6, mensaje: 'No se encontraron datos relacionados', respuesta: null };

/** STP's side of money coming in: cuentas físicas, deposits (abonos), consultaOrden, conciliación. */
export function registerStpCollectionRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: StpStandInOptions,
  sent?: StpSentOrders,
): void {
  registerStpCuentaRoutes(app, context, options);

  app.post(SIMULATE_ABONO_PATH, async (request, reply) => {
    const parsed = abonoBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message ?? 'invalid' });
    const { clabe, amount, payerName, lost } = parsed.data;
    const { record, deliverAt } = await receiveAbono(context, options.empresa, {
      clabe,
      amountMinor: toMinor(amount),
      payerName,
      lost,
    });
    return {
      claveRastreo: record.claveRastreo,
      fechaOperacion: record.fechaOperacion,
      ...(deliverAt ? { deliverAt: deliverAt.toISOString() } : {}),
    };
  });

  app.post(CONSULTA_ORDEN_PATH, async (request, reply) => {
    const parsed = consultaBody.safeParse(request.body);
    if (!parsed.success || parsed.data.empresa !== options.empresa) return reply.code(400).send(INVALID);
    const query = parsed.data;
    if (!stpFirmaValid(consultaOrdenCadena(query), query.firma, options.publicKey())) return BAD_FIRMA;
    if (query.tipoOrden === 'E') {
      const order = await sent?.forConsulta(context.store, query.claveRastreo);
      if (!order) return NOT_FOUND;
      return { estado: 0, mensaje: 'Datos consultados correctamente', respuesta: order };
    }
    const record = await context.store.get<StpReceivedRecord>(RECEIVED_KIND, query.claveRastreo);
    if (!record || new Date(record.settledAt).getTime() > context.now().getTime()) return NOT_FOUND;
    if (query.fechaOperacion && query.fechaOperacion !== record.fechaOperacion) return NOT_FOUND;
    return { estado: 0, mensaje: 'Datos consultados correctamente', respuesta: receivedOrderView(record) };
  });

  app.post(CONCILIACION_PATH, async (request, reply) => {
    const parsed = conciliacionBody.safeParse(request.body);
    if (!parsed.success || parsed.data.empresa !== options.empresa) return reply.code(400).send(INVALID);
    const query = parsed.data;
    if (!stpFirmaValid(conciliacionCadena(query), query.firma, options.publicKey())) return BAD_FIRMA;
    const rows =
      query.tipoOrden === 'R'
        ? (await settledReceived(context.store, context.now()))
            .filter((record) => record.fechaOperacion === query.fechaOperacion)
            .map(receivedOrderView)
        : ((await sent?.ofDay(context.store, query.fechaOperacion)) ?? []);
    const start = query.page * CONCILIACION_PAGE;
    return {
      estado: 0,
      mensaje: 'Datos consultados correctamente',
      datos: rows.slice(start, start + CONCILIACION_PAGE),
      total: rows.length,
    };
  });
}
