import { parseClabe } from '@puente/domain';
import { z } from 'zod';
import { refuse, type WebhookHeaders, type WebhookResult } from './collection-payment.ts';
import { header, secretMatches } from './webhook-crypto.ts';
import { parseJson, positiveDecimalMinor, readPayload } from './webhook-payload.ts';

/**
 * STP's SPEI deposit ("abono") notification (reference/domain.md §6): STP POSTs JSON to the URL we
 * registered whenever a SPEI transfer lands on one of our borrowers' CLABEs, and waits for
 * `{"mensaje":"confirmar"}` (keep it) or `{"mensaje":"devolver","id":<reason>}` (send it back).
 *
 * Authentication. STP does not sign these notifications: its own protection is allow-listing STP's
 * addresses plus the fields themselves (our `empresa`, institution 90646, a CLABE we registered).
 * An address allow-list belongs at the edge and cannot be exercised in sandbox mode, so we add a
 * shared credential: the URL we register with STP carries HTTP Basic credentials
 * (`https://user:password@host/…`, STP_WEBHOOK_USER / STP_WEBHOOK_PASSWORD), checked here in
 * constant time. The sandbox STP sends the same header, so the check is exercised for real. If STP's
 * registration turns out not to accept credentials in the URL, a long random path segment is the
 * fallback, with the same constant-time comparison (to confirm with STP, domain.md Gaps #2).
 */

/** STP's Banxico SPEI participant code (ABM 646). */
export const STP_INSTITUTION = '90646';

export interface StpWebhookSettings {
  /** Our `empresa` at STP (STP_COMPANY). */
  company: string;
  webhookUser: string;
  webhookPassword: string;
}

export function stpConfirm(): { mensaje: 'confirmar' } {
  return { mensaje: 'confirmar' };
}

/**
 * The causes we send transfers back for, from Banxico's SPEI return-cause catalogue (causas de
 * devolución): 1, "cuenta inexistente", for a CLABE under our prefix that no borrower holds; 20,
 * "excede el límite de saldo autorizado de la cuenta", for more than any loan of ours could ever owe
 * (decision 037; the code is to confirm with STP, domain.md Gaps #2).
 */
export const STP_RETURN_CAUSES = { unknownAccount: 1, overLimit: 20 } as const;

/**
 * Sends the transfer back to the payer. `id` is the return reason from Banxico's SPEI return-cause
 * catalogue (1 is "cuenta inexistente", for a CLABE that belongs to no borrower); which codes STP
 * accepts here is to confirm with STP's documentation (domain.md §6 marks this reply [weak]).
 */
export function stpReturn(id: number): { mensaje: 'devolver'; id: number } {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`${id} is not a SPEI return reason`);
  return { mensaje: 'devolver', id };
}

const digits = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
const text = z.string().nullish();

/**
 * The fields we use, camelCase (newer notifications); the legacy PascalCase form is mapped onto it.
 * The others (institucionOrdenante, the payer's account and RFC, conceptoPago,
 * referenciaNumerica, tipoPago…) are not required, so a notification is never refused for them.
 */
const abonoSchema = z.object({
  id: digits,
  institucionBeneficiaria: digits,
  claveRastreo: z.string().trim().min(1).max(30),
  monto: z.union([z.string(), z.number()]),
  nombreOrdenante: text,
  tipoCuentaBeneficiario: digits.nullish(),
  cuentaBeneficiario: z.string(),
  empresa: z.string(),
  /** STP's business date of the operation, YYYYMMDD: what STP is asked about the order by. */
  // Never a reason to refuse: without it, STP is asked about the order without a date.
  fechaOperacion: z
    .union([z.string().regex(/^\d{8}$/), z.number().int()])
    .transform(String)
    .nullish()
    .catch(undefined),
  /** Settlement time, Unix milliseconds (newer notifications only). */
  tsLiquidacion: digits.nullish(),
});

/** Legacy field names (speid `StpTransaction`) → camelCase. `Clave` is STP's id. */
const PASCAL: Readonly<Record<string, string>> = {
  Clave: 'id',
  FechaOperacion: 'fechaOperacion',
  InstitucionOrdenante: 'institucionOrdenante',
  InstitucionBeneficiaria: 'institucionBeneficiaria',
  ClaveRastreo: 'claveRastreo',
  Monto: 'monto',
  NombreOrdenante: 'nombreOrdenante',
  TipoCuentaOrdenante: 'tipoCuentaOrdenante',
  CuentaOrdenante: 'cuentaOrdenante',
  RFCCurpOrdenante: 'rfcCurpOrdenante',
  NombreBeneficiario: 'nombreBeneficiario',
  TipoCuentaBeneficiario: 'tipoCuentaBeneficiario',
  CuentaBeneficiario: 'cuentaBeneficiario',
  RFCCurpBeneficiario: 'rfcCurpBeneficiario',
  ConceptoPago: 'conceptoPago',
  ReferenciaNumerica: 'referenciaNumerica',
  Empresa: 'empresa',
};

function camelCased(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if (!('ClaveRastreo' in body) || 'claveRastreo' in body) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [PASCAL[key] ?? key, value]));
}

/** Whether the Authorization header carries our Basic credentials (also STP's orden notifications). */
export function authenticated(headers: WebhookHeaders, settings: StpWebhookSettings): boolean {
  const match = /^Basic[ ]+([A-Za-z0-9+/=]+)$/i.exec(header(headers, 'authorization') ?? '');
  const presented = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : undefined;
  return secretMatches(presented, `${settings.webhookUser}:${settings.webhookPassword}`);
}

/**
 * An abono notification → the payment to credit, matched by the CLABE paid into, keyed by STP's
 * id and the SPEI tracking key (`${id}:${claveRastreo}`; speid keeps the STP id unique). `paidAt` is
 * the settlement time when STP sends it (`tsLiquidacion`), otherwise the moment we received it
 * (`receivedAt`): notifications arrive as the transfer settles, and `fechaOperacion` is a business
 * date without a time (after 17:30 it is already the next business day).
 */
export function verifyStpNotification(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  settings: StpWebhookSettings,
  receivedAt: Date,
): WebhookResult {
  if (!authenticated(headers, settings)) return refuse('signature', 'missing or wrong Basic credentials');
  const read = readPayload(abonoSchema, camelCased(parseJson(rawBody)));
  if (!read.ok) return refuse('payload', read.detail);
  const abono = read.data;
  if (abono.empresa !== settings.company) return refuse('payload', 'empresa is not ours');
  if (abono.institucionBeneficiaria !== STP_INSTITUTION) {
    return refuse('payload', `institucionBeneficiaria is not ${STP_INSTITUTION}`);
  }
  if (abono.tipoCuentaBeneficiario != null && abono.tipoCuentaBeneficiario !== '40') {
    return refuse('payload', 'tipoCuentaBeneficiario is not 40 (CLABE)');
  }
  const clabe = parseClabe(abono.cuentaBeneficiario);
  if (!clabe.ok) return refuse('payload', `cuentaBeneficiario is not a CLABE (${clabe.reason})`);
  if (clabe.bankCode !== STP_INSTITUTION.slice(-3))
    return refuse('payload', 'cuentaBeneficiario is not an STP CLABE');
  const amountMinor = positiveDecimalMinor(abono.monto);
  if (amountMinor === undefined) return refuse('payload', 'monto is not a positive amount in pesos');
  const settledAt = abono.tsLiquidacion ? new Date(Number(abono.tsLiquidacion)) : receivedAt;
  if (Number.isNaN(settledAt.getTime())) return refuse('payload', 'tsLiquidacion is not a time');
  const payerName = abono.nombreOrdenante?.trim();
  return {
    ok: true,
    payment: {
      provider: 'stp',
      providerRef: `${abono.id}:${abono.claveRastreo}`,
      currency: 'MXN',
      amountMinor,
      match: { kind: 'clabe', clabe: clabe.clabe },
      paidAt: settledAt,
      ...(payerName ? { payerName } : {}),
      ...(abono.fechaOperacion && /^\d{8}$/.test(abono.fechaOperacion)
        ? { operationDate: abono.fechaOperacion }
        : {}),
    },
  };
}
