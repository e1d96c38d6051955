import { formatDate, formatMoney, type Language } from '@puente/domain';
import type { AgreementParties } from '../../agreements/agreement-text.ts';
import type { ExtensionMove } from './extension-repository.ts';

/** Bump when the wording changes: the version names the text the borrower paid the fee under. */
export const RENEWAL_AGREEMENT_VERSION = 'puente-renewal-agreement-2026-12';

/** The figures of one extension: a plan not asked for yet, or an extension's frozen row. */
export interface RenewalFigures {
  deferredMinor: number;
  feeMinor: number;
  taxMinor: number;
  totalMinor: number;
  moves: readonly ExtensionMove[];
  days: number;
  /** Which extension of the loan this is, and how many the product allows. */
  number: number;
  maxPerLoan: number;
  /** The business date the figures were worked out on. */
  offeredOn: string;
}

export interface RenewalAgreement {
  title: string;
  text: string;
  version: string;
}

export function renewalTitle(orderNo: string, language: Language): string {
  return language === 'es' ? `Convenio de renovación ${orderNo}` : `Loan renewal agreement ${orderNo}`;
}

/**
 * The renewal agreement (/convenios), written from the very figures the extension is charged and
 * applied with, so the text, the screen and the ledger cannot disagree. Parties as in the loan
 * agreement (agreement-parties.ts).
 */
export function renewalAgreement(
  parties: Pick<AgreementParties, 'orderNo' | 'market' | 'lender' | 'borrowerName' | 'nationalId'>,
  figures: RenewalFigures,
  language: Language,
): RenewalAgreement {
  const { market } = parties;
  const money = (minor: number) => formatMoney(minor, market, language);
  const date = (day: string) => formatDate(day, market, language);
  const idName = market === 'MX' ? 'CURP' : 'BVN';
  const id = parties.nationalId ? `, ${idName} ${parties.nationalId}` : '';
  // How the dates move, exactly as planRollover moves them: N days from the due date, or, for a
  // payment already overdue on the day the figures were worked out, N days from that day.
  const overdue = figures.moves.some((m) => m.fromDate < figures.offeredOn);
  const rule =
    language === 'es'
      ? `Cada pago pendiente se mueve ${figures.days} días a partir de su fecha de vencimiento${overdue ? `; un pago ya vencido el ${date(figures.offeredOn)} se mueve ${figures.days} días a partir de ese día` : ''}:`
      : `Each unpaid payment moves ${figures.days} days from its due date${overdue ? `; a payment already overdue on ${date(figures.offeredOn)} moves ${figures.days} days from that day` : ''}:`;
  const moves = figures.moves.map((m) =>
    language === 'es'
      ? `  Pago ${m.phase}: del ${date(m.fromDate)} al ${date(m.toDate)}.`
      : `  Payment ${m.phase}: from ${date(m.fromDate)} to ${date(m.toDate)}.`,
  );
  const lines =
    language === 'es'
      ? [
          `CONVENIO DE RENOVACIÓN DEL PRÉSTAMO ${parties.orderNo}`,
          `Versión ${RENEWAL_AGREEMENT_VERSION}`,
          '',
          `Entre ${parties.lender} ("el prestamista") y ${parties.borrowerName}${id} ("el acreditado"), el ${date(figures.offeredOn)}.`,
          '',
          `1. Prórroga ${figures.number} de ${figures.maxPerLoan} que permite este préstamo`,
          `Se aplaza el pago pendiente de ${money(figures.deferredMinor)}. ${rule}`,
          ...moves,
          '',
          '2. Costo',
          `Comisión por prórroga: ${money(figures.feeMinor)}, más impuesto de ${money(figures.taxMinor)}.`,
          `Total a pagar por la prórroga: ${money(figures.totalMinor)}.`,
          'No se cobran intereses por los días adicionales. Las penalizaciones ya cobradas siguen debiéndose.',
          '',
          '3. Cuándo aplica',
          `La prórroga aplica en cuanto recibimos el pago de ${money(figures.totalMinor)}, por cualquier canal, dentro de las 24 horas siguientes a la solicitud. Desde ese momento el préstamo deja de estar vencido y no se cobra penalización hasta las nuevas fechas.`,
          'Si el pago no llega a tiempo, la prórroga no aplica y lo que pagues se abona a tu préstamo.',
        ]
      : [
          `LOAN RENEWAL AGREEMENT ${parties.orderNo}`,
          `Version ${RENEWAL_AGREEMENT_VERSION}`,
          '',
          `Between ${parties.lender} ("the lender") and ${parties.borrowerName}${id} ("the borrower"), on ${date(figures.offeredOn)}.`,
          '',
          `1. Extension ${figures.number} of the ${figures.maxPerLoan} this loan allows`,
          `The payment of ${money(figures.deferredMinor)} still owed is deferred. ${rule}`,
          ...moves,
          '',
          '2. Cost',
          `Extension fee: ${money(figures.feeMinor)}, plus tax of ${money(figures.taxMinor)}.`,
          `Total to pay for the extension: ${money(figures.totalMinor)}.`,
          'No interest is charged for the extra days. Penalties already charged remain owed.',
          '',
          '3. When it applies',
          `The extension applies as soon as we receive the payment of ${money(figures.totalMinor)}, through any channel, within 24 hours of asking for it. From that moment the loan is no longer overdue and no penalty is charged until the new dates.`,
          'If the payment does not arrive in time, the extension does not apply and what you pay is credited to your loan.',
        ];
  return {
    title: renewalTitle(parties.orderNo, language),
    text: lines.join('\n'),
    version: RENEWAL_AGREEMENT_VERSION,
  };
}
