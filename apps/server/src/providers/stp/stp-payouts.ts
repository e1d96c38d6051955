import { z } from 'zod';
import { CONSULTA_ORDEN_PATH, consultaOrdenCadena } from '../collection/stp-orders.ts';
import {
  type PayoutProvider,
  PayoutRefusedError,
  PayoutUnavailableError,
  type TransferRequest,
  type TransferState,
} from '../payout/payout-provider.ts';
import { speiInstitution } from './spei-institution.ts';
import { readRegistraAnswer } from './stp-answers.ts';
import type { StpConnection } from './stp-connection.ts';
import { type OrdenFields, ordenCadena } from './stp-signing.ts';

export const REGISTRA_ORDEN_PATH = '/speiws/rest/ordenPago/registra';

/** STP's institution code (ABM 646), the institucionOperante of every order we send. */
const STP_INSTITUTION = '90646';
/** tipoCuenta 40: a CLABE. */
const CLABE_ACCOUNT = '40';
/** STP truncates names and concepts to 39 characters (stpmex-python `truncated_str(39)`). */
const MAX_TEXT = 39;
/** STP's claveRastreo: letters and digits, at most 29 (stpmex-python `truncated_str(29)`). */
const CLAVE_RASTREO = /^[A-Za-z0-9]{1,29}$/;
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The claveRastreo of a transfer: our reference (`<orderNo>-<attempt>`) with its last '-' as 'R',
 * since STP takes letters and digits only. The same reference is always the same claveRastreo,
 * which is what makes a retry after a timeout the same order at STP.
 */
export function claveRastreoOf(reference: string): string {
  const clave = reference.replace(/-(\d+)$/, 'R$1');
  if (!CLAVE_RASTREO.test(clave)) throw new RangeError(`${reference} makes no STP claveRastreo`);
  return clave;
}

/** What STP keeps of an order we sent; its `estado` is what a payout's state is read from. */
const consultaSchema = z.object({
  estado: z.union([z.number(), z.string()]),
  mensaje: z.string().nullish(),
  respuesta: z
    .object({
      claveRastreo: z.string(),
      estado: z.string().nullish(),
      causaDevolucion: z.unknown().nullish(),
    })
    .passthrough()
    .nullish(),
});

const registraSchema = z.object({
  resultado: z.object({ id: z.number().int(), descripcionError: z.string().nullish() }),
});

/** STP's states of a sent order, as consultaOrden names them. */
const SETTLED = new Set(['LQ', 'TLQ']);
const FAILED = new Set(['D', 'CN', 'CL', 'CCE', 'RE', 'X']);

/**
 * Payouts to Mexican borrowers over SPEI, as orders STP sends for us (registraOrden, reference/
 * domain.md §6; fields and answers as cuenca-mx/stpmex-python sends and reads them). The order's
 * claveRastreo is our idempotency key and its providerRef: a retry after a timeout reuses it, and
 * STP's "already used" is read as "already sent". An order's outcome arrives by STP's state-change
 * notification (stp-orden-webhook.ts) or, when that is late, by asking consultaOrden.
 */
export class StpPayouts implements PayoutProvider {
  readonly name = 'stp';

  constructor(
    private readonly stp: StpConnection,
    private readonly options: {
      /** How long STP gets to answer before the order is "unavailable" and tried again. */
      timeoutMs?: number;
      /** Who we are to the beneficiary's bank (`nombreOrdenante`). */
      nombreOrdenante?: string;
    } = {},
  ) {}

  /**
   * SPEI has no name enquiry: a Mexican account is checked by its CLABE (check digit and bank) and
   * the bank-account step never asks (profile-service.ts asks for Nigeria only).
   */
  async nameEnquiry(): Promise<string | null> {
    throw new PayoutUnavailableError('STP offers no name enquiry; a CLABE is checked by its check digit');
  }

  async disburse(transfer: TransferRequest): Promise<{ providerRef: string; status: 'pending' }> {
    if (transfer.currency !== 'MXN') throw new Error(`STP sends pesos, not ${transfer.currency}`);
    const claveRastreo = claveRastreoOf(transfer.reference);
    const orden = this.orden(transfer, claveRastreo);
    const body = { ...orden, firma: this.stp.sign(ordenCadena(orden)) };
    const answer = await this.call('PUT', REGISTRA_ORDEN_PATH, body);
    const read = registraSchema.safeParse(answer);
    if (!read.success)
      throw new PayoutUnavailableError(`registraOrden: not STP's answer (${read.error.message})`);
    const outcome = readRegistraAnswer(read.data.resultado);
    if (outcome.kind === 'refused') throw new PayoutRefusedError(outcome.reason);
    if (outcome.kind === 'unavailable')
      throw new PayoutUnavailableError(`registraOrden ${claveRastreo}: ${outcome.detail}`);
    return { providerRef: claveRastreo, status: 'pending' };
  }

  async status(providerRef: string): Promise<TransferState> {
    const found = await this.sentOrder(providerRef);
    // STP accepted it (it has a providerRef): not finding it yet (another operating day, STP's
    // listing behind its orders) is no proof it was not paid, and failing it would let the borrower
    // be paid twice. It stays pending, for its notification or an operator.
    if (!found) return 'pending';
    const estado = found.estado ?? '';
    if (SETTLED.has(estado)) return 'succeeded';
    if (FAILED.has(estado)) return { failed: 'declined' };
    return 'pending';
  }

  /**
   * Whether STP has the order of a transfer that never got an answer (timeouts until the give-up):
   * its providerRef, or null when STP has no such order. Throws PayoutUnavailableError when STP
   * cannot be asked, and then the payout keeps waiting: giving up on an order STP may still send
   * would let the borrower be paid twice.
   */
  async lookup(reference: string): Promise<{ providerRef: string } | null> {
    const claveRastreo = claveRastreoOf(reference);
    return (await this.sentOrder(claveRastreo)) ? { providerRef: claveRastreo } : null;
  }

  /** consultaOrden for an order we sent (tipoOrden E), today's operating day. */
  private async sentOrder(claveRastreo: string): Promise<{ estado?: string | null | undefined } | undefined> {
    const consulta = { empresa: this.stp.empresa, claveRastreo, tipoOrden: 'E' as const };
    const answer = await this.call('POST', CONSULTA_ORDEN_PATH, {
      ...consulta,
      firma: this.stp.sign(consultaOrdenCadena(consulta)),
    });
    const read = consultaSchema.safeParse(answer);
    if (!read.success)
      throw new PayoutUnavailableError(`consultaOrden: not STP's answer (${read.error.message})`);
    const { estado, mensaje, respuesta } = read.data;
    if (Number(estado) === 0 && respuesta) return respuesta;
    // STP writes "No se encontraron datos relacionados" for an order it does not have.
    if (/no se encontr/i.test(mensaje ?? '')) return undefined;
    throw new PayoutUnavailableError(
      `consultaOrden ${claveRastreo}: STP answered ${estado} ${mensaje ?? ''}`,
    );
  }

  private orden(transfer: TransferRequest, claveRastreo: string): OrdenFields {
    return {
      institucionContraparte: speiInstitution(transfer.accountNumber.slice(0, 3)),
      empresa: this.stp.empresa,
      folioOrigen: claveRastreo,
      claveRastreo,
      institucionOperante: STP_INSTITUTION,
      monto: (transfer.amountMinor / 100).toFixed(2),
      tipoPago: 1,
      tipoCuentaOrdenante: CLABE_ACCOUNT,
      ...(this.options.nombreOrdenante ? { nombreOrdenante: text(this.options.nombreOrdenante) } : {}),
      cuentaOrdenante: this.stp.cuentaOrdenante,
      tipoCuentaBeneficiario: CLABE_ACCOUNT,
      nombreBeneficiario: text(transfer.holderName),
      cuentaBeneficiario: transfer.accountNumber,
      rfcCurpBeneficiario: 'ND',
      conceptoPago: text(`Prestamo ${transfer.reference}`),
      // Seven digits the beneficiary's statement shows; from the attempt's claveRastreo, so a retry is the same.
      referenciaNumerica: referenciaNumerica(claveRastreo),
      topologia: 'T',
      medioEntrega: 3,
      prioridad: 0,
    };
  }

  /** One call to STP: an answer that does not come within the timeout is STP unavailable. */
  private async call(method: 'PUT' | 'POST', path: string, body: unknown): Promise<unknown> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new PayoutUnavailableError(`STP did not answer ${path} within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([
        this.stp.fetch(`${this.stp.baseUrl}${path}`, {
          method,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: abort.signal,
        }),
        timedOut,
      ]);
      const text = await Promise.race([response.text(), timedOut]);
      // STP answers its refusals in JSON; a missing endpoint or an overloaded one is no answer at all.
      if (response.status >= 500 || [404, 405, 408, 429].includes(response.status))
        throw new PayoutUnavailableError(`STP answered ${path} with HTTP ${response.status}`);
      try {
        return JSON.parse(text);
      } catch {
        throw new PayoutUnavailableError(`STP answered ${path} with HTTP ${response.status} and no JSON`);
      }
    } catch (error) {
      if (error instanceof PayoutUnavailableError) throw error;
      throw new PayoutUnavailableError(`STP could not be reached at ${path}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** STP's names and concepts: at most 39 characters, and no '|', which would shift the cadena. */
function text(value: string): string {
  return value.replace(/\|/g, ' ').trim().slice(0, MAX_TEXT);
}

function referenciaNumerica(claveRastreo: string): number {
  let hash = 0;
  for (const char of claveRastreo) hash = (hash * 31 + char.charCodeAt(0)) % 9_000_000;
  return 1_000_000 + hash;
}
