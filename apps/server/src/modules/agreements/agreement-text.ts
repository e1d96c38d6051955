import { createHash } from 'node:crypto';
import {
  daysBetween,
  formatDate,
  formatMoney,
  type Language,
  type LoanProduct,
  type LoanQuote,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  penaltyCap,
  termsOf,
} from '@puente/domain';

/** Bump when the wording changes: the version is part of the evidence of every signature. */
export const AGREEMENT_VERSION = 'puente-loan-agreement-2026-12';

export interface AgreementParties {
  orderNo: string;
  market: MarketId;
  /** The lender's name as the app shows it. */
  lender: string;
  borrowerName: string;
  nationalId: string;
  bankName: string;
  /** Only the last digits: the agreement may be shown or sent anywhere. */
  accountMasked: string;
  /** The order's quote: the very figures of the key-facts screen. */
  quote: LoanQuote;
}

export interface AgreementDocument {
  version: string;
  language: Language;
  title: string;
  text: string;
  sha256: string;
}

/** The national ID named as each market knows it. */
const ID_NAME: Record<MarketId, Record<Language, string>> = {
  MX: { en: 'CURP', es: 'CURP' },
  NG: { en: 'BVN', es: 'BVN' },
};

const REGULATOR: Record<MarketId, Record<Language, string>> = {
  MX: {
    en: 'CONDUSEF (www.condusef.gob.mx, 55 5340 0999)',
    es: 'la CONDUSEF (www.condusef.gob.mx, 55 5340 0999)',
  },
  NG: {
    en: 'the Federal Competition and Consumer Protection Commission (FCCPC, fccpc.gov.ng)',
    es: 'la Comisión Federal de Competencia y Protección al Consumidor (FCCPC, fccpc.gov.ng)',
  },
};

/** The tax on fees as each market names it. */
const TAX_NAME: Record<MarketId, Record<Language, string>> = {
  MX: { en: 'VAT (IVA)', es: 'IVA' },
  NG: { en: 'VAT', es: 'IVA (VAT)' },
};

/**
 * The optional extension (rollover) and its cost, from the product's configuration: a charge the
 * borrower may choose, so the agreement names it rather than saying there are no other charges.
 */
function extensionClause(
  product: LoanProduct,
  market: MarketId,
  language: Language,
  percent: (ppm: number, digits?: number) => string,
): string[] {
  const { days, feePpm, maxPerLoan } = product.rollover;
  const fee = percent(feePpm, 2);
  const tax = `${TAX_NAME[market][language]} ${percent(MARKET_LENDING[market].feeTaxPpm, 2)}`;
  if (language === 'es') {
    if (maxPerLoan === 0) return ['Este préstamo no ofrece prórrogas.', 'No hay otros cargos.'];
    const times = maxPerLoan === 1 ? 'una vez' : `hasta ${maxPerLoan} veces`;
    return [
      `Si lo pides, puedes aplazar tu siguiente pago ${days} días, ${times} por préstamo, por una comisión de ${fee} de lo que queda de ese pago, más ${tax} sobre la comisión. Solo se cobra si la pides y la aceptas con su convenio de renovación; no se cobran intereses por los días adicionales.`,
      'Fuera de los cargos de este contrato y de esta prórroga opcional, no hay otros cargos.',
    ];
  }
  if (maxPerLoan === 0) return ['This loan offers no extension.', 'There are no other charges.'];
  const times = maxPerLoan === 1 ? 'once' : `up to ${maxPerLoan} times`;
  return [
    `If you ask for it, you may put off your next payment by ${days} days, ${times} per loan, for a fee of ${fee} of what is left of that payment, plus ${tax} on the fee. It is charged only if you ask for it and accept its renewal agreement; no interest is charged for the extra days.`,
    'Apart from the charges in this agreement and this optional extension, there are no other charges.',
  ];
}

/** The tax on interest as each market names it (Nigeria charges none, decision 029). */
const INTEREST_TAX_NAME: Record<MarketId, Record<Language, string>> = {
  MX: { en: 'IVA', es: 'IVA' },
  NG: { en: 'VAT', es: 'IVA' },
};

export function agreementTitle(orderNo: string, language: Language): string {
  return language === 'es' ? `Contrato de préstamo ${orderNo}` : `Loan agreement ${orderNo}`;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The loan agreement, written from the exact figures of the order's quote and the borrower's data,
 * so the agreement and the key-facts box can never disagree. Amounts go through Intl in the market's
 * currency; the schedule is stated in days from the day the money is sent, with the dates it gives
 * if the money is sent on the quote's start date, because the dates move to the day it is sent.
 */
export function agreementText(parties: AgreementParties, language: Language): AgreementDocument {
  const { quote, market } = parties;
  const { locales } = MARKETS[market];
  const money = (minor: number) => formatMoney(minor, market, language);
  const date = (day: string) => formatDate(day, market, language);
  const percent = (ppm: number, digits = 4) =>
    new Intl.NumberFormat(locales[language], { style: 'percent', maximumFractionDigits: digits }).format(
      ppm / 1_000_000,
    );
  const product = termsOf(quote);
  if (!product) throw new Error(`agreement for an unknown product ${quote.productId}`);
  const cap = money(penaltyCap(product, quote.amount));
  // The same figure as the key facts (annualCost = basis points / 100), to two decimals at most.
  const annualCost = percent(quote.annualCostBp * 100, 2);
  const upfront = quote.disbursed < quote.amount;
  const idName = ID_NAME[market][language];
  const taxName = INTEREST_TAX_NAME[market][language];
  const interestTaxRate = percent(quote.interestTaxPpm);
  const regulator = REGULATOR[market][language];
  const extension = extensionClause(product, market, language, percent);

  const schedule = quote.phases.map((p) => {
    const days = daysBetween(quote.startDate, p.dueDate);
    const parts =
      language === 'es'
        ? [`capital ${money(p.principal)}`, `interés ${money(p.interest)}`]
        : [`principal ${money(p.principal)}`, `interest ${money(p.interest)}`];
    if (p.interestTax > 0)
      parts.push(
        language === 'es'
          ? `${taxName} sobre el interés ${money(p.interestTax)}`
          : `${taxName} on the interest ${money(p.interestTax)}`,
      );
    if (p.fee > 0)
      parts.push(
        language === 'es' ? `comisión ${money(p.fee)}` : `fee ${money(p.fee)}`,
        language === 'es' ? `impuesto ${money(p.tax)}` : `tax ${money(p.tax)}`,
      );
    const coupon = p.coupon ?? 0;
    if (coupon > 0)
      parts.push(language === 'es' ? `menos cupón ${money(coupon)}` : `less coupon ${money(coupon)}`);
    const due = p.total - coupon;
    return language === 'es'
      ? `  Pago ${p.phase}: ${money(due)}, a los ${days} días del envío del dinero (el ${date(p.dueDate)} si se envía el ${date(quote.startDate)}); ${parts.join(', ')}.`
      : `  Payment ${p.phase}: ${money(due)}, due ${days} days after the money is sent (${date(p.dueDate)} if it is sent on ${date(quote.startDate)}); ${parts.join(', ')}.`;
  });

  const lines =
    language === 'es'
      ? [
          `CONTRATO DE PRÉSTAMO PERSONAL ${parties.orderNo}`,
          `Versión ${AGREEMENT_VERSION}`,
          '',
          `Entre ${parties.lender} ("el prestamista") y ${parties.borrowerName}, ${idName} ${parties.nationalId} ("el acreditado").`,
          '',
          '1. El préstamo',
          `Monto del préstamo: ${money(quote.amount)}.`,
          `Comisión por apertura: ${money(quote.fee)}, más impuesto de ${money(quote.tax)}${upfront ? ', descontados del monto enviado' : ', pagaderos con el primer pago'}.`,
          `Monto que recibirás en tu cuenta ${parties.bankName} ${parties.accountMasked}: ${money(quote.disbursed)}.`,
          `Interés: ${percent(quote.interestPpmPerDay)} diario sobre el capital pendiente; ${money(quote.interest)} en total.`,
          ...(quote.interestTax > 0
            ? [
                `${taxName} del ${interestTaxRate} sobre los intereses: ${money(quote.interestTax)} en total, sobre el interés que se cobra (después de cualquier cupón); si pagas antes, baja con el interés.`,
              ]
            : []),
          `Plazo: ${quote.tenorDays} días contados desde el día en que se envía el dinero.`,
          '',
          '2. Pagos',
          ...schedule,
          ...(quote.coupon
            ? [`Cupón: ${money(quote.coupon.discount)} de descuento, ya restado de los pagos.`]
            : []),
          `Total a pagar: ${money(quote.totalRepay)}.`,
          '',
          '3. Costo anual',
          quote.annualCostName === 'CAT'
            ? `CAT (Costo Anual Total): ${annualCost} sin IVA, para fines informativos y de comparación.`
            : `Tasa anual efectiva: ${annualCost}, con intereses, comisión e impuesto, capitalizada en un año.`,
          '',
          '4. Atrasos',
          `Si un pago no se hace en su fecha, se cobra una penalización de ${percent(quote.penaltyPpmPerDay)} por cada día de atraso sobre el monto vencido, nunca más de ${cap} en total.`,
          '',
          '5. Prórroga opcional',
          ...extension,
          '',
          '6. Tus derechos',
          'Puedes cancelar sin costo mientras el dinero no haya sido enviado. Puedes pagar antes sin penalización.',
          'Nadie contactará a tus conocidos para cobrar.',
          `Si tienes una queja, escríbenos; si no quedas satisfecho, acude a ${regulator}.`,
          '',
          'Aceptas este contrato marcando la casilla y escribiendo el código enviado a tu teléfono.',
        ]
      : [
          `PERSONAL LOAN AGREEMENT ${parties.orderNo}`,
          `Version ${AGREEMENT_VERSION}`,
          '',
          `Between ${parties.lender} ("the lender") and ${parties.borrowerName}, ${idName} ${parties.nationalId} ("the borrower").`,
          '',
          '1. The loan',
          `Loan amount: ${money(quote.amount)}.`,
          `Processing fee: ${money(quote.fee)}, plus tax of ${money(quote.tax)}${upfront ? ', kept from the amount sent' : ', payable with the first payment'}.`,
          `Amount you receive in your account ${parties.bankName} ${parties.accountMasked}: ${money(quote.disbursed)}.`,
          `Interest: ${percent(quote.interestPpmPerDay)} a day on the principal still owed; ${money(quote.interest)} in total.`,
          ...(quote.interestTax > 0
            ? [
                `${taxName} ${interestTaxRate} on interest: ${money(quote.interestTax)} in total, on the interest charged (after any coupon); if you repay early, it falls with the interest.`,
              ]
            : []),
          `Term: ${quote.tenorDays} days from the day the money is sent.`,
          '',
          '2. Payments',
          ...schedule,
          ...(quote.coupon
            ? [`Coupon: ${money(quote.coupon.discount)} off, already taken off the payments.`]
            : []),
          `Total to repay: ${money(quote.totalRepay)}.`,
          '',
          '3. Annual cost',
          quote.annualCostName === 'CAT'
            ? `CAT (Costo Anual Total): ${annualCost} without VAT, for information and comparison.`
            : `Effective annual rate: ${annualCost}, counting interest, the fee and its tax, compounded over a year.`,
          '',
          '4. Late payment',
          `If a payment is not made on its date, a penalty of ${percent(quote.penaltyPpmPerDay)} for each day late is charged on the amount overdue, never more than ${cap} in total.`,
          '',
          '5. Optional extension',
          ...extension,
          '',
          '6. Your rights',
          'You may cancel at no cost until the money has been sent. You may repay early without a penalty.',
          'Nobody will contact people you know to collect.',
          `If you have a complaint, write to us; if you are not satisfied, you may go to ${regulator}.`,
          '',
          'You accept this agreement by ticking the box and typing the code sent to your phone.',
        ];
  const text = lines.join('\n');
  return {
    version: AGREEMENT_VERSION,
    language,
    title: agreementTitle(parties.orderNo, language),
    text,
    sha256: sha256Hex(text),
  };
}
