import { MARKETS } from '../markets/markets.ts';
import { ALLOCATION_KINDS, isOrderLevel } from '../repayment/allocation-kinds.ts';
import type { LoanProduct, LoanQuote, MarketLending } from './loan-product.ts';
import { priceLoan } from './price-loan.ts';

/** The spec's ceiling on the processing fee: 0.98 % a day (spec §9). */
export const MAX_FEE_PPM_PER_DAY = 9_800;
/** Google Play refuses loans to be repaid in full within 60 days (reference §15); so do we. */
export const MIN_TENOR_DAYS = 61;
/**
 * The late penalty may reach at most 1 % a day, half the spec's 2 %, and must be capped at no more
 * than half the amount lent (docs/decisions/011-loan-products-and-pricing.md).
 */
export const MAX_PENALTY_PPM_PER_DAY = 10_000;
export const MAX_PENALTY_CAP_PPM = 500_000;
/** A picker with more amounts than this is unusable, and each amount is priced when loading. */
export const MAX_AMOUNT_STEPS = 2_000;

/** A rule a product breaks: the field it is about (a path such as `interestPpmPerDay.first`) and why. */
export interface ProductProblem {
  field: string;
  rule: string;
  /** The figures the rule compared, for an answer that names them (percentages, minor units). */
  figures?: Record<string, number>;
}

class ProductRuleBroken extends Error {
  constructor(readonly problem: ProductProblem) {
    super(problem.rule);
  }
}

/**
 * Refuses, when the configuration loads, any product that would break a rule: a borrower must never
 * be offered a loan the market's rules forbid. The message names the product and the rule. The
 * annual cost is checked at every amount the product offers, at the first-loan and the repeat rate.
 */
export function validateProducts(
  products: readonly LoanProduct[],
  lending: Readonly<Record<string, MarketLending>>,
): void {
  const ids = new Set<string>();
  for (const product of products) {
    if (ids.has(product.id)) throw new Error(`Loan product ${product.id}: the id is used twice`);
    ids.add(product.id);
    const problem = productProblem(product, lending);
    if (problem) throw new Error(`Loan product ${product.id}: ${problem.rule}`);
  }
}

/**
 * The first rule one product breaks, or null: the same checks the configuration passes when it
 * loads, so a product proposed in the console is held to exactly the rules of one written in code.
 */
export function productProblem(
  product: LoanProduct,
  lending: Readonly<Record<string, MarketLending>>,
): ProductProblem | null {
  try {
    checkProduct(product, lending);
    return null;
  } catch (error) {
    if (error instanceof ProductRuleBroken) return error.problem;
    throw error;
  }
}

function checkProduct(product: LoanProduct, lending: Readonly<Record<string, MarketLending>>): void {
  const fail = (rule: string, field: string, figures?: Record<string, number>): never => {
    throw new ProductRuleBroken(figures ? { field, rule, figures } : { field, rule });
  };
  const market = lending[product.market] ?? fail(`no lending rules for market ${product.market}`, 'market');
  const { min, max, step } = product.amount;
  if (![min, max, step].every(Number.isSafeInteger))
    fail('amounts, days and rates must be whole numbers', 'amount');
  const integers = {
    tenorDays: product.tenorDays,
    phases: product.phases,
    feePpmPerDay: product.feePpmPerDay,
  };
  for (const [field, value] of Object.entries(integers))
    if (!Number.isSafeInteger(value)) fail('amounts, days and rates must be whole numbers', field);
  if (!(min > 0 && step > 0 && min <= max)) fail('the amount range must be positive and min ≤ max', 'amount');
  if ((max - min) % step !== 0) fail('the step must divide the amount range', 'amount.step');
  if ((max - min) / step + 1 > MAX_AMOUNT_STEPS)
    fail(`the range offers more than ${MAX_AMOUNT_STEPS} amounts`, 'amount.step');
  if (product.tenorDays < MIN_TENOR_DAYS)
    fail(`the tenor must be at least ${MIN_TENOR_DAYS} days`, 'tenorDays');
  if (!(product.phases >= 1 && product.phases <= product.tenorDays))
    fail('phases must be between 1 and the tenor', 'phases');
  const { first, repeat } = product.interestPpmPerDay;
  if (!(repeat >= 0 && first >= 0)) fail('interest rates must not be negative', 'interestPpmPerDay');
  if (repeat > first)
    fail('the repeat interest rate must not exceed the first-loan rate', 'interestPpmPerDay.repeat');
  if (first * 365 > market.maxYearlyInterestPpm) {
    fail(
      `the interest (${(first * 365) / 10_000} % a year) exceeds the yearly maximum of ${market.maxYearlyInterestPpm / 10_000} %`,
      'interestPpmPerDay.first',
      { rate: (first * 365) / 10_000, ceiling: market.maxYearlyInterestPpm / 10_000 },
    );
  }
  if (product.feePpmPerDay < 0 || product.feePpmPerDay > MAX_FEE_PPM_PER_DAY)
    fail('the processing fee must be between 0 and 0.98 % a day', 'feePpmPerDay');
  if (product.penaltyPpmPerDay < 0 || product.penaltyPpmPerDay > MAX_PENALTY_PPM_PER_DAY)
    fail('the late penalty must be between 0 and 1 % a day', 'penaltyPpmPerDay');
  if (!(product.penaltyCapPpm > 0 && product.penaltyCapPpm <= MAX_PENALTY_CAP_PPM))
    fail('the penalty must be capped, at no more than 50 % of the amount lent', 'penaltyCapPpm');
  if (!(product.rollover.days > 0 && product.rollover.feePpm >= 0))
    fail('the rollover needs days and a fee', 'rollover');
  const { maxPerLoan } = product.rollover;
  if (!(Number.isSafeInteger(maxPerLoan) && maxPerLoan >= 0))
    fail('the extensions per loan must be a whole number, 0 or more', 'rollover.maxPerLoan');
  repaymentRule(product, (rule) => fail(rule, 'repayment'));
  if (!(product.offerValidHours > 0)) fail('an offer must stay valid for some hours', 'offerValidHours');

  for (let amountMinor = min; amountMinor <= max; amountMinor += step) {
    for (const isRepeat of [false, true]) {
      const request = { amountMinor, startDate: '2026-01-01', repeat: isRepeat };
      let quote: LoanQuote | undefined;
      try {
        quote = priceLoan(product, market, request);
      } catch (error) {
        fail(`at ${amountMinor}: ${(error as Error).message}`, 'amount');
      }
      if (!quote) continue;
      if (quote.annualCostBp * 100 > market.annualCostCeilingPpm) {
        fail(
          `the ${market.annualCostName} at ${amountMinor} (${isRepeat ? 'repeat' : 'first'} rate) is ${quote.annualCostBp / 100} %, above the ceiling of ${market.annualCostCeilingPpm / 10_000} %`,
          'annualCost',
          {
            amount: amountMinor,
            cost: quote.annualCostBp / 100,
            ceiling: market.annualCostCeilingPpm / 10_000,
          },
        );
      }
    }
  }
}

/**
 * The repayment rules of decision 015: a positive minimum and step, the step in whole major units
 * (the spec's "integer"), the minimum a multiple of the step (or the minimum shown could not itself
 * be paid), and an allocation naming every charge once, order-level charges first since they are
 * settled first whatever their place in the list.
 */
function repaymentRule(product: LoanProduct, fail: (rule: string) => never): void {
  const { minMinor, stepMinor, allocation } = product.repayment;
  const unit = MARKETS[product.market].minorUnitsPerMajor;
  if (!(Number.isSafeInteger(minMinor) && Number.isSafeInteger(stepMinor)))
    fail('the repayment minimum and step must be whole numbers');
  if (!(minMinor > 0 && stepMinor > 0)) fail('the repayment minimum and step must be positive');
  if (stepMinor % unit !== 0) fail('the repayment step must be whole major units');
  if (minMinor % stepMinor !== 0) fail('the repayment minimum must be a multiple of the step');
  const missing = ALLOCATION_KINDS.filter((kind) => !allocation.includes(kind));
  if (missing.length > 0 || allocation.length !== ALLOCATION_KINDS.length)
    fail(`the allocation must name each charge exactly once (${ALLOCATION_KINDS.join(', ')})`);
  const firstPhaseKind = allocation.findIndex((kind) => !isOrderLevel(kind));
  if (allocation.slice(firstPhaseKind).some(isOrderLevel))
    fail('the allocation must list penalty and extension charges before the phase charges');
}
