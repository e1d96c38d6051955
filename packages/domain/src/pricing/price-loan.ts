import { couponCredits } from '../rewards/coupon-credits.ts';
import type { CouponTerms } from '../rewards/coupon-definitions.ts';
import { annualCostBp, type CashFlow } from './annual-cost.ts';
import { interestTaxOf } from './interest-tax.ts';
import type { LoanProduct, LoanQuote, MarketLending, PricedPhase } from './loan-product.ts';
import { addDays, applyPpm, isCalendarDate, roundDiv } from './money.ts';

export interface PriceRequest {
  amountMinor: number;
  /** The day the money is sent (`YYYY-MM-DD`, market time zone); phases count from it. */
  startDate: string;
  /** The borrower repaid a loan on time before: the product's repeat rate applies. */
  repeat: boolean;
  /** A coupon the borrower chose: its credits lower the phases' amounts and the total to repay. */
  coupon?: CouponTerms;
}

/**
 * Everything a borrower pays and receives for one loan, computed once, here, for the screen, the
 * agreement and the ledger alike (docs/decisions/011-loan-products-and-pricing.md):
 * - the fee is a daily rate over the whole tenor on the amount, taxed at the market's rate, and kept
 *   from the money sent when the product says so (otherwise due with the first phase);
 * - principal is split evenly across phases, the remainder in the last;
 * - interest accrues daily on the principal still owed, phase by phase (declining balance), and
 *   carries the market's tax on interest, per phase, on the interest less what a coupon takes off it
 *   (docs/decisions/029-tax-on-interest.md).
 */
export function priceLoan(product: LoanProduct, lending: MarketLending, request: PriceRequest): LoanQuote {
  const { amountMinor: amount, startDate, repeat } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`a loan amount is a positive whole number of minor units, got ${amount}`);
  }
  if (!isCalendarDate(startDate)) throw new RangeError(`the start date must be YYYY-MM-DD, got ${startDate}`);
  const rate = repeat ? product.interestPpmPerDay.repeat : product.interestPpmPerDay.first;
  const fee = applyPpm(amount, product.feePpmPerDay, product.tenorDays);
  const tax = applyPpm(fee, lending.feeTaxPpm);
  const basePrincipal = Math.floor(amount / product.phases);

  const phases: PricedPhase[] = [];
  let owed = amount;
  let previousDay = 0;
  for (let phase = 1; phase <= product.phases; phase++) {
    const dueDay = roundDiv(product.tenorDays * phase, product.phases);
    const days = dueDay - previousDay;
    const principal = phase === product.phases ? owed : basePrincipal;
    const interest = applyPpm(owed, rate, days);
    const chargesHere = !product.feeUpfront && phase === 1;
    const phaseFee = chargesHere ? fee : 0;
    const phaseTax = chargesHere ? tax : 0;
    phases.push({
      phase,
      dueDate: addDays(startDate, dueDay),
      days,
      principal,
      interest,
      fee: phaseFee,
      tax: phaseTax,
      interestTax: 0,
      total: principal + interest + phaseFee + phaseTax,
    });
    owed -= principal;
    previousDay = dueDay;
  }

  const interest = phases.reduce((sum, p) => sum + p.interest, 0);
  const credits = request.coupon
    ? couponCredits(
        phases,
        { amount, interestPpmPerDay: rate, fee, feeUpfront: product.feeUpfront },
        request.coupon,
      )
    : undefined;
  for (const [i, p] of phases.entries()) {
    const credit = credits?.perPhase[i] ?? 0;
    if (credits) p.coupon = credit;
    // Known only once the coupon is: it lowers the interest the tax falls on.
    p.interestTax = interestTaxOf(
      p.interest,
      credits?.appliesTo === 'interest' ? credit : 0,
      lending.interestTaxPpm,
    );
    p.total += p.interestTax;
  }
  const interestTax = phases.reduce((sum, p) => sum + p.interestTax, 0);
  const totalRepay = phases.reduce((sum, p) => sum + p.total, 0) - (credits?.discount ?? 0);
  const disbursed = product.feeUpfront ? amount - fee - tax : amount;
  if (disbursed <= 0) throw new RangeError('the fee and tax leave nothing to disburse');
  return {
    productId: product.id,
    amount,
    startDate,
    tenorDays: product.tenorDays,
    interestPpmPerDay: rate,
    fee,
    tax,
    interest,
    interestTax,
    interestTaxPpm: lending.interestTaxPpm,
    disbursed,
    totalRepay,
    dueDate: phases[phases.length - 1]?.dueDate ?? startDate,
    penaltyPpmPerDay: product.penaltyPpmPerDay,
    phases,
    annualCostBp: annualCostBp(costFlows(product, lending, amount, fee, tax, phases)),
    annualCostName: lending.annualCostName,
    ...(request.coupon && credits
      ? {
          coupon: {
            ...request.coupon,
            appliesTo: credits.appliesTo,
            discount: credits.discount,
          },
        }
      : {}),
  };
}

/**
 * The cash flows of the annual cost. An APR counts every charge; Mexico's CAT leaves IVA out
 * (Banxico), so there no tax — on the fee or on the interest — is kept from the money sent or paid
 * back.
 */
function costFlows(
  product: LoanProduct,
  lending: MarketLending,
  amount: number,
  fee: number,
  tax: number,
  phases: readonly PricedPhase[],
): CashFlow[] {
  const countTax = lending.annualCostName === 'APR';
  const keptUpfront = product.feeUpfront ? fee + (countTax ? tax : 0) : 0;
  let day = 0;
  return [
    { years: 0, amount: amount - keptUpfront },
    ...phases.map((p) => {
      day += p.days;
      const taxes = countTax ? 0 : p.tax + p.interestTax;
      return { years: day / 365, amount: -(p.total - (p.coupon ?? 0) - taxes) };
    }),
  ];
}
