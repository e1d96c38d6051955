import { clabeCheckDigit, dateIn } from '@puente/domain';
import type { SignedWebhook } from '../../../providers/collection/collection-payment.ts';
import { minorToDecimal } from '../../../providers/collection/decimal.ts';
import { seededDigits } from '../../../providers/collection/seeded-ids.ts';
import { STP_INSTITUTION } from '../../../providers/collection/stp-webhook.ts';

export interface StpNotificationInput {
  /** The borrower's CLABE the transfer is paid into. */
  clabe: string;
  amountMinor: number;
  /** Our `empresa` at STP. */
  company: string;
  /** The Basic credentials registered with the notification URL. */
  webhookUser: string;
  webhookPassword: string;
  /** When the transfer settles. */
  at: Date;
  /** Derives STP's id, the tracking key and the payer's account: the same seed, the same transfer. */
  seed: string;
  payerName?: string;
  concept?: string;
  /** camelCase (newer, with `tsLiquidacion`) unless told otherwise. */
  form?: 'camel' | 'pascal';
}

/** `Authorization: Basic …` for the credentials, as an HTTP client sends those found in a URL. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/**
 * The notification STP sends when a SPEI transfer from a BBVA customer (institution 40012) lands on
 * a borrower's CLABE, in either field-name form (domain.md §6). The tracking key has the shape of
 * BBVA's, `MBAN01` + `00` + YYMMDD + 7 digits (e.g. MBAN01002311210000123); the payer's CLABE is a
 * valid BBVA one; `monto` is a JSON number in pesos, as STP writes it.
 */
/** STP's id, the operation date and the tracking key of the transfer a seed settles at `at`. */
export function stpTransferKeys(
  seed: string,
  at: Date,
): { id: number; fechaOperacion: number; claveRastreo: string } {
  const day = dateIn(at, 'America/Mexico_City').replaceAll('-', '');
  return {
    id: Number(`1${seededDigits(seed, 'stp:id', 7)}`),
    fechaOperacion: Number(day),
    claveRastreo: `MBAN0100${day.slice(2)}${seededDigits(seed, 'stp:rastreo', 7)}`,
  };
}

export function stpNotification(input: StpNotificationInput): SignedWebhook {
  const keys = stpTransferKeys(input.seed, input.at);
  const payerAccount17 = `012180${seededDigits(input.seed, 'stp:payer', 11)}`;
  const camel = {
    id: keys.id,
    fechaOperacion: keys.fechaOperacion,
    institucionOrdenante: 40012,
    institucionBeneficiaria: Number(STP_INSTITUTION),
    claveRastreo: keys.claveRastreo,
    monto: Number(minorToDecimal(input.amountMinor)),
    nombreOrdenante: input.payerName ?? 'ANA GOMEZ LOPEZ',
    tipoCuentaOrdenante: 40,
    cuentaOrdenante: `${payerAccount17}${clabeCheckDigit(payerAccount17)}`,
    rfcCurpOrdenante: 'ND',
    nombreBeneficiario: 'ND',
    tipoCuentaBeneficiario: 40,
    cuentaBeneficiario: input.clabe,
    rfcCurpBeneficiario: 'ND',
    conceptoPago: input.concept ?? 'PAGO PRESTAMO',
    referenciaNumerica: Number(seededDigits(input.seed, 'stp:referencia', 7)),
    empresa: input.company,
  };
  const body =
    input.form === 'pascal'
      ? {
          Clave: camel.id,
          FechaOperacion: camel.fechaOperacion,
          InstitucionOrdenante: String(camel.institucionOrdenante),
          InstitucionBeneficiaria: String(camel.institucionBeneficiaria),
          ClaveRastreo: camel.claveRastreo,
          Monto: camel.monto,
          NombreOrdenante: camel.nombreOrdenante,
          TipoCuentaOrdenante: camel.tipoCuentaOrdenante,
          CuentaOrdenante: camel.cuentaOrdenante,
          RFCCurpOrdenante: camel.rfcCurpOrdenante,
          NombreBeneficiario: camel.nombreBeneficiario,
          TipoCuentaBeneficiario: camel.tipoCuentaBeneficiario,
          CuentaBeneficiario: camel.cuentaBeneficiario,
          RFCCurpBeneficiario: camel.rfcCurpBeneficiario,
          ConceptoPago: camel.conceptoPago,
          ReferenciaNumerica: camel.referenciaNumerica,
          Empresa: camel.empresa,
        }
      : { ...camel, tipoPago: 1, tsLiquidacion: input.at.getTime() };
  return {
    rawBody: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      authorization: basicAuthorization(input.webhookUser, input.webhookPassword),
    },
  };
}
