import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { StpSettings } from '../../providers/collection/collection-secrets.ts';
import { CONSULTA_ORDEN_PATH, type HttpPost } from '../../providers/collection/stp-orders.ts';
import { sandboxWebhooks } from '../sandbox-schema.ts';
import { stpNotification, stpTransferKeys } from '../standins/stp/stp-abono-notification.ts';

/** Where the sandbox STP answers STP's API: the STP client's base URL in sandbox mode. */
export const SANDBOX_STP_API = '/dev/stp';

/** A SPEI transfer the sandbox STP settles: the deposit it notifies, and then answers for. */
export interface SandboxStpDeposit {
  clabe: string;
  amountMinor: number;
  seed: string;
  payerName?: string;
}

/**
 * Records a deposit at the sandbox STP, settling at `at`: its notification is owed from then (the
 * tick sends it), or, `notified`, was already sent by whoever plays STP (a test posting it itself).
 * The tracking key is kept beside it, so the consulta finds the order by it.
 */
export async function recordStpDeposit(
  db: Db,
  deposit: SandboxStpDeposit,
  at: Date,
  options: { notified?: boolean } = {},
): Promise<void> {
  const { claveRastreo } = stpTransferKeys(deposit.seed, at);
  await db.insert(sandboxWebhooks).values({
    provider: 'stp',
    payment: { ...deposit, claveRastreo },
    deliverAt: at,
    ...(options.notified ? { deliveredAt: at, attempts: 1, lastStatus: 200 } : {}),
  });
}

const consultaBody = z.object({
  empresa: z.string(),
  claveRastreo: z.string().regex(/^[A-Za-z0-9]{1,30}$/),
  tipoOrden: z.enum(['R', 'E']),
  fechaOperacion: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  firma: z.string().optional(),
});

/**
 * STP's "Consulta Orden" as the sandbox STP answers it (stp-orders.ts has the protocol): from its own
 * record of the deposits it settled, never from what a notification claimed. An order it never
 * settled, or one sent (`tipoOrden` E: payouts are another stand-in's), is not found.
 */
export function registerSandboxStpOrders(
  app: FastifyInstance,
  deps: { db: Db; clock: BusinessClock; stp: StpSettings | undefined },
): void {
  app.post(`${SANDBOX_STP_API}${CONSULTA_ORDEN_PATH}`, async (request, reply) => {
    const parsed = consultaBody.safeParse(request.body);
    if (!parsed.success || !deps.stp || parsed.data.empresa !== deps.stp.company)
      return reply.code(400).send({ estado: 1, mensaje: 'Datos de entrada inválidos', respuesta: null });
    const query = parsed.data;
    const notFound = { estado: 6, mensaje: 'No se encontraron datos relacionados', respuesta: null };
    if (query.tipoOrden !== 'R') return notFound;
    const rows = await deps.db
      .select()
      .from(sandboxWebhooks)
      .where(
        and(
          eq(sandboxWebhooks.provider, 'stp'),
          sql`${sandboxWebhooks.payment}->>'claveRastreo' = ${query.claveRastreo}`,
          lte(sandboxWebhooks.deliverAt, deps.clock.now()),
        ),
      )
      .limit(1);
    const row = rows[0];
    if (!row) return notFound;
    const deposit = row.payment as unknown as SandboxStpDeposit;
    const keys = stpTransferKeys(deposit.seed, row.deliverAt);
    if (query.fechaOperacion && query.fechaOperacion !== String(keys.fechaOperacion)) return notFound;
    // The order's fields are the notification's own: one record, told the same way twice.
    const notified = JSON.parse(
      stpNotification({
        ...deposit,
        company: deps.stp.company,
        webhookUser: '',
        webhookPassword: '',
        at: row.deliverAt,
      }).rawBody,
    ) as Record<string, unknown>;
    const { id, ...order } = notified;
    return {
      estado: 0,
      mensaje: 'Datos consultados correctamente',
      respuesta: { idEF: id, ...order, tipoOrden: 'R', estado: 'LQ' },
    };
  });
}

/** The sandbox STP's network: the client's request reaches the stand-in's route in this service. */
export function sandboxStpPost(app: FastifyInstance): HttpPost {
  return async (url, body, headers) => {
    const answer = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: answer.statusCode, text: answer.body };
  };
}
