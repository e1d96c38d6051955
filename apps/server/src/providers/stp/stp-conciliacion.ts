import { z } from 'zod';
import { decimalToMinor } from '../collection/decimal.ts';
import type { StpConnection } from './stp-connection.ts';
import { stpRequest } from './stp-http.ts';

/**
 * STP's listing of a day's orders ("Conciliación"), as public STP clients send it:
 *
 *   POST {base}/efws/API/V2/conciliacion
 *   {"empresa", "page": 0, "tipoOrden": "R" | "E", "fechaOperacion": "YYYYMMDD", "firma"}
 *
 * `firma` signs `||empresa|tipoOrden|fechaOperacion||`. STP answers
 * `{"estado": 0, "mensaje": …, "datos": [order…], "total": n}` a page at a time; another `estado` is
 * a refusal ("no data" for a day without orders reads as an empty day). The order fields we read
 * are those of Consulta Orden (stp-orders.ts). Shapes to confirm against STP's documentation
 * (docs/decisions/041).
 */
export const CONCILIACION_PATH = '/efws/API/V2/conciliacion';

/** The cadena original STP signs a conciliación by. */
export function conciliacionCadena(query: { empresa: string; tipoOrden: 'R' | 'E'; fechaOperacion: string }) {
  return `||${query.empresa}|${query.tipoOrden}|${query.fechaOperacion}||`;
}

/** An order in STP's listing, in our units. */
export interface StpListedOrder {
  /** STP's id (`idEF`). */
  id: string;
  claveRastreo: string;
  amountMinor: number;
  cuentaBeneficiario: string;
  /** LQ liquidada, D devuelta, CN cancelada… */
  estado: string;
  /** Settlement time, Unix milliseconds, when STP gives it. */
  tsLiquidacion: number | undefined;
  nombreOrdenante: string | undefined;
}

export type StpListing =
  | { kind: 'listed'; orders: StpListedOrder[] }
  | { kind: 'unreachable'; detail: string };

const digitsOrText = z.union([z.string(), z.number()]).transform(String);
const orderSchema = z.object({
  idEF: digitsOrText,
  claveRastreo: z.string().min(1),
  monto: z.union([z.number(), z.string()]),
  cuentaBeneficiario: digitsOrText,
  estado: z.string(),
  tsLiquidacion: z.union([z.number(), z.string()]).nullish(),
  nombreOrdenante: z.string().nullish(),
});
const pageSchema = z.object({
  estado: z.union([z.number(), z.string()]),
  mensaje: z.string().nullish(),
  datos: z.array(z.unknown()).nullish(),
  total: z.number().int().nonnegative().nullish(),
});

const NOTHING_FOUND = /no se encontr|sin datos|no existen/i;
/** Never more pages than this: a listing that does not end is an answer we cannot read. */
const MAX_PAGES = 1000;

/** Every order of a type STP lists for an operation day, all pages. */
export async function listConciliacion(
  connection: StpConnection,
  query: { tipoOrden: 'R' | 'E'; fechaOperacion: string },
): Promise<StpListing> {
  const signed = { empresa: connection.empresa, ...query };
  const firma = connection.sign(conciliacionCadena(signed));
  const orders: StpListedOrder[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await stpRequest(connection, 'POST', CONCILIACION_PATH, { ...signed, page, firma });
    if (answer.status === undefined) return { kind: 'unreachable', detail: answer.detail };
    const read = pageSchema.safeParse(answer.json);
    if (answer.status >= 400 || !read.success)
      return { kind: 'unreachable', detail: `STP answered HTTP ${answer.status}, not a listing` };
    if (Number(read.data.estado) !== 0) {
      if (NOTHING_FOUND.test(read.data.mensaje ?? '') && page === 0) return { kind: 'listed', orders };
      return { kind: 'unreachable', detail: `estado ${read.data.estado}: ${read.data.mensaje ?? ''}`.trim() };
    }
    const datos = read.data.datos ?? [];
    for (const raw of datos) {
      const order = orderSchema.safeParse(raw);
      if (!order.success) return { kind: 'unreachable', detail: 'a listed order is not one we can read' };
      let amountMinor: number;
      try {
        amountMinor = decimalToMinor(order.data.monto);
      } catch {
        return { kind: 'unreachable', detail: `order ${order.data.claveRastreo}: monto is not an amount` };
      }
      const ts = order.data.tsLiquidacion == null ? undefined : Number(order.data.tsLiquidacion);
      orders.push({
        id: order.data.idEF,
        claveRastreo: order.data.claveRastreo,
        amountMinor,
        cuentaBeneficiario: order.data.cuentaBeneficiario,
        estado: order.data.estado,
        tsLiquidacion: ts !== undefined && Number.isFinite(ts) ? ts : undefined,
        nombreOrdenante: order.data.nombreOrdenante ?? undefined,
      });
    }
    const total = read.data.total ?? undefined;
    if (datos.length === 0 || (total !== undefined && orders.length >= total) || total === undefined)
      return { kind: 'listed', orders };
  }
  return { kind: 'unreachable', detail: 'the listing did not end' };
}
