import { createHash } from 'node:crypto';
import { dateIn, parseClabe } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { speiInstitution } from '../../../providers/stp/spei-institution.ts';
import { STP_REFUSALS } from '../../../providers/stp/stp-answers.ts';
import { ORDEN_NOTIFICATION_PATH } from '../../../providers/stp/stp-orden-notification.ts';
import { REGISTRA_ORDEN_PATH } from '../../../providers/stp/stp-payouts.ts';
import {
  ORDEN_CADENA_FIELDS,
  type OrdenFields,
  ordenCadena,
  stpFirmaValid,
} from '../../../providers/stp/stp-signing.ts';
import type { StandInContext } from '../standin.ts';
import type { StandInStore } from '../standin-store.ts';
import type { StpStandInOptions } from './stp-standin-options.ts';

/** The store kind of the orders the company sent (the collection routes keep received ones as 'received'). */
export const SENT_KIND = 'sent';

const SECOND_MS = 1_000;
/** A beneficiary's bank returns a 9999 order this long after it settled. */
const RETURNED_AFTER_MS = 60 * 60 * SECOND_MS;
/** How long STP keeps an 8888 order's first answer: past any client's timeout. */
const STALL_MS = 120 * SECOND_MS;
/** SPEI return cause 2, "cuenta bloqueada" (Banxico's catalogue of causas de devolución). */
const BLOCKED_ACCOUNT = 2;

/**
 * The tester's switches, by the beneficiary CLABE's last four digits (a CLABE's last digit is its
 * check digit, so pick one whose check digit fits):
 * - 0000: the account does not exist: registraOrden answers -7 and nothing is sent;
 * - 9999: the order settles (LIQUIDACION), and an hour later the beneficiary's bank returns it
 *   (DEVOLUCION, cause 2, blocked account);
 * - 5555: STP cancels it (CANCELACION), as when the company's account cannot cover it;
 * - 7777: the beneficiary's bank refuses it: DEVOLUCION (cause 2) instead of a LIQUIDACION;
 * - 8888: STP is slow: the first registraOrden of a claveRastreo is kept but answered only after
 *   two minutes, past the client's timeout; a retry gets "already used" at once.
 * Any other order settles 10 to 60 seconds after it is registered (from its claveRastreo).
 */
export function stpOrderFate(cuentaBeneficiario: string, claveRastreo: string) {
  const ending = cuentaBeneficiario.slice(-4);
  const settleMs =
    (10 + (createHash('sha256').update(claveRastreo).digest().readUInt32BE(0) % 51)) * SECOND_MS;
  return {
    unknownAccount: ending === '0000',
    returned: ending === '9999',
    refusedByBank: ending === '7777',
    cancelled: ending === '5555',
    stalls: ending === '8888',
    settleMs,
  };
}

interface SentOrder extends Record<string, unknown> {
  idEF: number;
  claveRastreo: string;
  folioOrigen: string;
  empresa: string;
  monto: number;
  cuentaBeneficiario: string;
  nombreBeneficiario: string;
  institucionContraparte: string;
  cuentaOrdenante: string;
  conceptoPago: string;
  referenciaNumerica: number;
  fechaOperacion: string;
  tsCaptura: number;
  /** When it settles and, for a returned one, when it comes back: its state is read from these. */
  tsLiquidacion: number;
  tsDevolucion: number | null;
  /** Cancelled by STP at tsLiquidacion instead of settled. */
  cancelled: boolean;
}

const refusal = (id: number, descripcionError: string) => ({ resultado: { id, descripcionError } });

/** STP's side of money going out: registraOrden, and each order's state-change notifications. */
export function registerStpPayoutRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: StpStandInOptions,
): void {
  app.put(REGISTRA_ORDEN_PATH, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: OrdenFields = {};
    for (const field of ORDEN_CADENA_FIELDS) {
      const value = body[field];
      if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
    }
    if (typeof fields.monto === 'number') fields.monto = fields.monto.toFixed(2);
    for (const needed of [
      'empresa',
      'claveRastreo',
      'monto',
      'cuentaOrdenante',
      'cuentaBeneficiario',
      'nombreBeneficiario',
      'institucionContraparte',
      'conceptoPago',
    ] as const)
      if (fields[needed] === undefined || fields[needed] === '')
        return refusal(0, STP_REFUSALS.mandatory.text(needed));
    if (
      typeof body.firma !== 'string' ||
      !stpFirmaValid(ordenCadena(fields), body.firma, options.publicKey())
    )
      return refusal(0, STP_REFUSALS.signature.text);
    if (fields.empresa !== options.empresa) return refusal(-6, `La empresa ${fields.empresa} no es valida`);
    const claveRastreo = String(fields.claveRastreo);
    if (!/^[A-Za-z0-9]{1,30}$/.test(claveRastreo))
      return refusal(STP_REFUSALS.claveRastreoInvalid.id, STP_REFUSALS.claveRastreoInvalid.text);
    const monto = Number(fields.monto);
    if (!(monto > 0) || !/^\d+\.\d{2}$/.test(String(fields.monto)))
      return refusal(STP_REFUSALS.amount.id, STP_REFUSALS.amount.text(String(fields.monto)));
    const cuenta = String(fields.cuentaBeneficiario);
    const clabe = parseClabe(cuenta);
    const fate = stpOrderFate(cuenta, claveRastreo);
    if (!clabe.ok || fate.unknownAccount)
      return refusal(STP_REFUSALS.accountUnknown.id, STP_REFUSALS.accountUnknown.text(cuenta));
    if (String(fields.institucionContraparte) !== speiInstitution(clabe.bankCode))
      return refusal(STP_REFUSALS.bankMismatch.id, STP_REFUSALS.bankMismatch.text);
    if (cuenta === String(fields.cuentaOrdenante))
      return refusal(STP_REFUSALS.sameAccount.id, STP_REFUSALS.sameAccount.text(cuenta));

    const now = context.now();
    const order: SentOrder = {
      idEF: folioOf(claveRastreo),
      claveRastreo,
      folioOrigen: String(fields.folioOrigen ?? ''),
      empresa: options.empresa,
      monto,
      cuentaBeneficiario: cuenta,
      nombreBeneficiario: String(fields.nombreBeneficiario),
      institucionContraparte: String(fields.institucionContraparte),
      cuentaOrdenante: String(fields.cuentaOrdenante),
      conceptoPago: String(fields.conceptoPago),
      referenciaNumerica: Number(fields.referenciaNumerica ?? 0),
      fechaOperacion: dateIn(now, 'America/Mexico_City').replaceAll('-', ''),
      tsCaptura: now.getTime(),
      tsLiquidacion: now.getTime() + fate.settleMs,
      tsDevolucion: fate.refusedByBank
        ? now.getTime() + fate.settleMs
        : fate.returned
          ? now.getTime() + fate.settleMs + RETURNED_AFTER_MS
          : null,
      cancelled: fate.cancelled,
    };
    const kept = await context.store.insert(SENT_KIND, claveRastreo, order);
    if (!kept.created)
      return refusal(STP_REFUSALS.claveRastreoUsed.id, STP_REFUSALS.claveRastreoUsed.text(claveRastreo));
    const notice = (estado: string, causaDevolucion: number | null) =>
      JSON.stringify({
        id: order.idEF,
        empresa: order.empresa,
        folioOrigen: order.folioOrigen,
        estado,
        causaDevolucion,
        tsLiquidacion: order.tsLiquidacion,
      });
    await context.notify(
      ORDEN_NOTIFICATION_PATH,
      fate.cancelled
        ? notice('CANCELACION', null)
        : fate.refusedByBank
          ? notice('DEVOLUCION', BLOCKED_ACCOUNT)
          : notice('LIQUIDACION', null),
      fate.settleMs,
    );
    if (fate.returned && order.tsDevolucion !== null)
      await context.notify(
        ORDEN_NOTIFICATION_PATH,
        notice('DEVOLUCION', BLOCKED_ACCOUNT),
        order.tsDevolucion - now.getTime(),
      );
    // STP was slow: the order is kept and owed, the answer comes after the client stopped waiting.
    if (fate.stalls) await new Promise((resolve) => setTimeout(resolve, STALL_MS).unref());
    return { resultado: { id: order.idEF } };
  });
}

/**
 * What consultaOrden answers (`respuesta`) for an order the company sent (tipoOrden E), as STP
 * states it at `now`: LQ once settled, D once returned, A (accepted) before; undefined if STP has
 * no such order. The consultaOrden route (stp-collection-routes.ts) answers sent orders with it.
 */
export async function sentOrderForConsulta(
  store: StandInStore,
  claveRastreo: string,
  now: Date,
): Promise<Record<string, unknown> | undefined> {
  const order = await store.get<SentOrder>(SENT_KIND, claveRastreo);
  if (!order) return undefined;
  const at = now.getTime();
  const returned = order.tsDevolucion !== null && at >= order.tsDevolucion;
  // A refused order never settles: it is returned when it would have.
  const decided = at >= order.tsLiquidacion;
  const cancelled = decided && order.cancelled;
  const settled = decided && !cancelled && order.tsDevolucion !== order.tsLiquidacion;
  return {
    idEF: order.idEF,
    claveRastreo: order.claveRastreo,
    conceptoPago: order.conceptoPago,
    cuentaBeneficiario: order.cuentaBeneficiario,
    cuentaOrdenante: order.cuentaOrdenante,
    empresa: order.empresa,
    estado: cancelled ? 'CN' : returned ? 'D' : settled ? 'LQ' : 'A',
    fechaOperacion: Number(order.fechaOperacion),
    institucionContraparte: Number(order.institucionContraparte),
    institucionOperante: 90646,
    medioEntrega: 3,
    monto: order.monto,
    nombreBeneficiario: order.nombreBeneficiario,
    referenciaNumerica: order.referenciaNumerica,
    rfcCurpBeneficiario: 'ND',
    tipoCuentaBeneficiario: 40,
    tipoCuentaOrdenante: 40,
    tipoPago: 1,
    tsCaptura: order.tsCaptura,
    tsLiquidacion: settled ? order.tsLiquidacion : null,
    causaDevolucion: returned ? BLOCKED_ACCOUNT : null,
  };
}

/** STP's folio of an order: a positive number of eight digits, the same for the same claveRastreo. */
function folioOf(claveRastreo: string): number {
  return (
    10_000_000 + (createHash('sha256').update(`folio:${claveRastreo}`).digest().readUInt32BE(0) % 90_000_000)
  );
}
