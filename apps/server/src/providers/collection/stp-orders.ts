import { z } from 'zod';
import { decimalToMinor } from './decimal.ts';
import { parseJson, readPayload } from './webhook-payload.ts';

/**
 * Asking STP about an order it received ("Consulta Orden", reference/domain.md §6): the one way to
 * know that a deposit notification describes money that really arrived, since STP does not sign its
 * notifications. The request, as the public STP client cuenca-mx/stpmex-python sends it (OrdenV2,
 * after STP's article 4407474570139 "Consulta Orden"):
 *
 *   POST {base}/efws/API/consultaOrden
 *   {"empresa": "…", "claveRastreo": "…", "tipoOrden": "R", "fechaOperacion": "YYYYMMDD", "firma": "…"}
 *
 * `tipoOrden` is R for a received order (E for one sent); `fechaOperacion` is left out for today's
 * orders. `firma` is RSA-SHA256 over the cadena `||empresa|claveRastreo|tipoOrden|fechaOperacion||`
 * with the company's key: the key and its settings come with the STP client of issue 18, so `sign`
 * is optional here and an unsigned query is what the sandbox stand-in takes. STP answers
 * `{"estado": 0, "mensaje": …, "respuesta": {order}}`; any other `estado` is a refusal. Which
 * `estado` means "no such order" is not in the public material: a refusal whose message says nothing
 * was found is read as unknown, any other as "ask again later" (docs/decisions/037).
 */
export const CONSULTA_ORDEN_PATH = '/efws/API/consultaOrden';

/** What STP says it received, in our units. */
export interface StpReceivedOrder {
  /** STP's id of the order (`idEF`), the `id` its notification carried, when the answer has it. */
  id: string | undefined;
  claveRastreo: string;
  amountMinor: number;
  /** The CLABE it was paid into (`cuentaBeneficiario`). */
  clabe: string;
  /** STP's state of the order (LQ liquidada, D devuelta…), when the answer has it. */
  estado: string | undefined;
}

export type StpOrderLookup =
  | { kind: 'found'; order: StpReceivedOrder }
  | { kind: 'notFound'; detail: string }
  /** No answer, or none we can read: the question is asked again later. */
  | { kind: 'unreachable'; detail: string };

export interface StpOrders {
  receivedOrder(query: { claveRastreo: string; fechaOperacion?: string }): Promise<StpOrderLookup>;
}

/** One HTTP POST of a JSON body: the wire, which a test or the sandbox may put another end on. */
export type HttpPost = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; text: string }>;

/** The cadena original STP signs a Consulta Orden by (stpmex-python `_firma_consulta_efws`). */
export function consultaOrdenCadena(query: {
  empresa: string;
  claveRastreo: string;
  tipoOrden: 'R' | 'E';
  fechaOperacion?: string;
}): string {
  return `||${query.empresa}|${query.claveRastreo}|${query.tipoOrden}|${query.fechaOperacion ?? ''}||`;
}

const digitsOrText = z.union([z.string(), z.number()]).transform(String);

const answerSchema = z.object({
  estado: z.union([z.number(), z.string()]),
  mensaje: z.string().nullish(),
  respuesta: z.unknown().optional(),
});

const orderSchema = z.object({
  idEF: digitsOrText.nullish(),
  claveRastreo: z.string().min(1),
  monto: z.union([z.number(), z.string()]),
  cuentaBeneficiario: digitsOrText,
  estado: z.string().nullish(),
});

/** Refusals that say no such order exists (STP writes "No se encontraron datos relacionados"). */
const NOTHING_FOUND = /no se encontr|no existe|not found/i;

export class HttpStpOrders implements StpOrders {
  constructor(
    private readonly settings: {
      /** STP's API (https://prod.stpmex.com, https://efws-dev.stpmex.com) or a stand-in of it. */
      baseUrl: string;
      company: string;
      post: HttpPost;
      /** The firma of a cadena; without it the query goes unsigned (see above). */
      sign?: (cadena: string) => string;
    },
  ) {}

  async receivedOrder(query: { claveRastreo: string; fechaOperacion?: string }): Promise<StpOrderLookup> {
    const { baseUrl, company, post, sign } = this.settings;
    const consulta = {
      empresa: company,
      claveRastreo: query.claveRastreo,
      tipoOrden: 'R' as const,
      ...(query.fechaOperacion ? { fechaOperacion: query.fechaOperacion } : {}),
    };
    const body = sign ? { ...consulta, firma: sign(consultaOrdenCadena(consulta)) } : consulta;
    let answer: { status: number; text: string };
    try {
      answer = await post(`${baseUrl.replace(/\/+$/, '')}${CONSULTA_ORDEN_PATH}`, JSON.stringify(body), {
        'content-type': 'application/json',
        accept: 'application/json',
      });
    } catch (error) {
      return {
        kind: 'unreachable',
        detail: `no answer: ${error instanceof Error ? error.message : 'error'}`,
      };
    }
    if (answer.status >= 500 || answer.status === 408 || answer.status === 429)
      return { kind: 'unreachable', detail: `STP answered HTTP ${answer.status}` };
    const read = readPayload(answerSchema, parseJson(answer.text));
    if (!read.ok)
      return { kind: 'unreachable', detail: `HTTP ${answer.status}, not STP's answer (${read.detail})` };
    const { estado, mensaje, respuesta } = read.data;
    if (Number(estado) !== 0) {
      const detail = `estado ${String(estado)}: ${mensaje ?? ''}`.trim();
      return NOTHING_FOUND.test(mensaje ?? '')
        ? { kind: 'notFound', detail }
        : { kind: 'unreachable', detail };
    }
    const order = readPayload(orderSchema, respuesta);
    if (!order.ok) return { kind: 'unreachable', detail: `respuesta: ${order.detail}` };
    let amountMinor: number;
    try {
      amountMinor = decimalToMinor(order.data.monto);
    } catch {
      return { kind: 'unreachable', detail: 'respuesta.monto is not an amount' };
    }
    return {
      kind: 'found',
      order: {
        id: order.data.idEF ?? undefined,
        claveRastreo: order.data.claveRastreo,
        amountMinor,
        clabe: order.data.cuentaBeneficiario,
        estado: order.data.estado ?? undefined,
      },
    };
  }
}
