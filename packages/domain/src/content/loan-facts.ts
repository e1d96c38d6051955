import type { Language } from '../i18n/language.ts';
import { MARKETS } from '../markets/markets.ts';
import { formatMoney } from '../pricing/format-money.ts';
import type { LoanProduct, MarketLending } from '../pricing/loan-product.ts';
import { ppmToPercent } from '../pricing/money.ts';
import { priceLoan } from '../pricing/price-loan.ts';

export interface LoanFacts {
  limits: string;
  rates: string;
  fees: string;
  penalty: string;
  quota: string;
  rollover: string;
  /** A representative example (Google Play and Banxico both ask for one): the shortest product at a new borrower's limit. */
  example: string;
}

function exampleAmount(product: LoanProduct, firstQuota: number): number {
  const { min, max, step } = product.amount;
  const capped = Math.min(max, Math.max(min, firstQuota));
  return capped - ((capped - min) % step);
}

interface RolloverFacts {
  offered: boolean;
  days: number;
  feePpm: number;
  /** The most extensions a loan may take, and whether every product allows that many (or any). */
  most: number;
  allSame: boolean;
  someNone: boolean;
}

/**
 * What the products say about extensions. The spec's help text says "no extension is offered" while
 * the product has an extension flow: the text is produced from `rollover.maxPerLoan`, so it says
 * whichever is true (docs/decisions/015-repayment-rules.md).
 */
function rolloverFacts(products: readonly LoanProduct[]): RolloverFacts {
  const offering = products.filter((p) => p.rollover.maxPerLoan > 0);
  const counts = products.map((p) => p.rollover.maxPerLoan);
  return {
    offered: offering.length > 0,
    days: Math.min(...offering.map((p) => p.rollover.days)),
    feePpm: Math.max(0, ...offering.map((p) => p.rollover.feePpm)),
    most: Math.max(...counts),
    allSame: counts.every((n) => n === counts[0]),
    someNone: counts.includes(0),
  };
}

function timesEn({ most, allSame, someNone }: RolloverFacts): string {
  const times = most === 1 ? 'once per loan' : `up to ${most} times per loan`;
  return allSame ? times : someNone ? `${times} on some products` : `${times}, depending on the product`;
}

function timesEs({ most, allSame, someNone }: RolloverFacts): string {
  const times = most === 1 ? 'una vez por préstamo' : `hasta ${most} veces por préstamo`;
  return allSame ? times : someNone ? `${times} en algunos productos` : `${times}, según el producto`;
}

/**
 * The help and FAQ figures about limits, rates and fees, produced from the configured products so
 * they can never disagree with what a borrower is charged.
 */
export function loanFactsText(
  lending: MarketLending,
  products: readonly LoanProduct[],
  language: Language,
): LoanFacts {
  const market = MARKETS[lending.market];
  const mine = products.filter((p) => p.market === lending.market);
  if (mine.length === 0) throw new Error(`no products for ${lending.market}`);
  const money = (minor: number) => formatMoney(minor, lending.market, language, { whole: true });
  const moneyCents = (minor: number) => formatMoney(minor, lending.market, language);
  const percent = (value: number, digits = 2) =>
    new Intl.NumberFormat(market.locales[language], { maximumFractionDigits: digits }).format(value);
  const min = Math.min(...mine.map((p) => p.amount.min));
  const max = Math.max(...mine.map((p) => p.amount.max));
  const shortest = Math.min(...mine.map((p) => p.tenorDays));
  const longest = Math.max(...mine.map((p) => p.tenorDays));
  const firstRate = Math.max(...mine.map((p) => p.interestPpmPerDay.first));
  const repeatRate = Math.min(...mine.map((p) => p.interestPpmPerDay.repeat));
  const costs = mine.map(
    (p) =>
      priceLoan(p, lending, { amountMinor: p.amount.max, startDate: '2026-01-01', repeat: false })
        .annualCostBp,
  );
  const topCost = percent(Math.max(...costs) / 100, 1);
  const feeRates = mine.map((p) => ppmToPercent(p.feePpmPerDay));
  const taxRate = percent(ppmToPercent(lending.feeTaxPpm), 1);
  const interestTaxRate = percent(ppmToPercent(lending.interestTaxPpm), 1);
  const penalty = Math.max(...mine.map((p) => p.penaltyPpmPerDay));
  const cap = Math.max(...mine.map((p) => p.penaltyCapPpm));
  const upfront = mine.every((p) => p.feeUpfront);
  const taxName = lending.market === 'MX' ? 'IVA' : 'VAT';
  // Nigeria's figure is an effective annual rate (compounded, every charge counted): named so, not
  // "APR", which borrowers read as a simple yearly rate (decision 034). Mexico's is the CAT.
  const costName =
    lending.annualCostName === 'CAT'
      ? 'CAT'
      : language === 'es'
        ? 'Tasa anual efectiva'
        : 'Effective annual rate';
  const { first, risePerOnTimeLoan, ceiling } = lending.quota;
  const rollover = rolloverFacts(mine);
  const rolloverFee = percent(ppmToPercent(rollover.feePpm), 2);
  const shortestProduct = mine.find((p) => p.tenorDays === shortest) ?? mine[0];
  const sample = priceLoan(shortestProduct as LoanProduct, lending, {
    // What a new borrower can actually take: the first limit, within the product's range.
    amountMinor: exampleAmount(shortestProduct as LoanProduct, first),
    startDate: '2026-01-01',
    repeat: false,
  });
  const sampleCost = percent(sample.annualCostBp / 100, 1);

  if (language === 'es') {
    return {
      limits: `Préstamos de ${money(min)} a ${money(max)}, a pagar en ${shortest} a ${longest} días.`,
      rates: `Interés de ${percent(ppmToPercent(firstRate), 4)} % diario en tu primer préstamo y ${percent(ppmToPercent(repeatRate), 4)} % diario después de pagar uno a tiempo${lending.interestTaxPpm > 0 ? `, más ${taxName} de ${interestTaxRate} % sobre los intereses` : ''}. ${costName} de hasta ${topCost} %${lending.market === 'MX' ? ' sin IVA, para fines informativos y de comparación' : ''}.`,
      fees: `Comisión por apertura de ${feeRates.map((r) => `${percent(r, 4)} %`).join(' o ')} diario del plazo, más ${taxName} de ${taxRate} %${upfront ? ', descontada del monto que recibes' : ''}. Sin otros cargos, salvo la penalización si te atrasas y la comisión de una prórroga si la pides.`,
      penalty: `Si te atrasas: ${percent(ppmToPercent(penalty), 2)} % diario sobre lo vencido, nunca más de ${percent(ppmToPercent(cap), 0)} % del monto prestado en total.`,
      quota: `Tu primer límite es de ${money(first)}; sube ${money(risePerOnTimeLoan)} con cada préstamo pagado a tiempo, hasta ${money(ceiling)}.`,
      rollover: rollover.offered
        ? `Puedes aplazar tu siguiente pago ${rollover.days} días, ${timesEs(rollover)}, por una comisión de ${rolloverFee} % de lo que queda de ese pago, más ${taxName}. Los pagos siguientes se recorren con él; un pago atrasado cuenta sus ${rollover.days} días desde el día en que aplazas.`
        : 'No se ofrecen prórrogas: cada pago vence en su fecha.',
      example: `Ejemplo: si pides ${moneyCents(sample.amount)} a ${sample.tenorDays} días, recibes ${moneyCents(sample.disbursed)} y pagas ${moneyCents(sample.totalRepay)} en ${sample.phases.length} pagos. ${costName} ${sampleCost} %${lending.market === 'MX' ? ' sin IVA' : ''}.`,
    };
  }
  return {
    limits: `Loans from ${money(min)} to ${money(max)}, repaid over ${shortest} to ${longest} days.`,
    rates: `Interest of ${percent(ppmToPercent(firstRate), 4)} % a day on your first loan and ${percent(ppmToPercent(repeatRate), 4)} % a day once you have repaid one on time${lending.interestTaxPpm > 0 ? `, plus ${taxName} at ${interestTaxRate} % on the interest` : ''}. ${costName} up to ${topCost} %${lending.market === 'MX' ? ' without VAT, for information and comparison' : ''}.`,
    fees: `A processing fee of ${feeRates.map((r) => `${percent(r, 4)} %`).join(' or ')} a day of the tenor, plus ${taxName} at ${taxRate} %${upfront ? ', kept from the amount you receive' : ''}. No other charges, except the late penalty if you pay late and an extension's fee if you ask for one.`,
    penalty: `If you are late: ${percent(ppmToPercent(penalty), 2)} % a day on what is overdue, never more than ${percent(ppmToPercent(cap), 0)} % of the amount lent in total.`,
    quota: `Your first limit is ${money(first)}; it rises by ${money(risePerOnTimeLoan)} with each loan repaid on time, up to ${money(ceiling)}.`,
    rollover: rollover.offered
      ? `You can put off your next payment by ${rollover.days} days, ${timesEn(rollover)}, for a fee of ${rolloverFee} % of what is left of that payment, plus ${taxName}. The later payments move with it; a late payment gets its ${rollover.days} days from the day you extend.`
      : 'No extension is offered: each payment is due on its date.',
    example: `Example: borrow ${moneyCents(sample.amount)} for ${sample.tenorDays} days, receive ${moneyCents(sample.disbursed)} and repay ${moneyCents(sample.totalRepay)} in ${sample.phases.length} payments. ${costName} ${sampleCost} %${lending.market === 'MX' ? ' without VAT' : ''}.`,
  };
}
