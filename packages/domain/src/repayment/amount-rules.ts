import type { ErrorName } from '../errors/catalogue.ts';
import { MARKETS } from '../markets/markets.ts';
import type { LoanProduct } from '../pricing/loan-product.ts';

export type RepaymentAmountProblem = 'notWhole' | 'belowMinimum' | 'notStep' | 'aboveOwed';

/** The catalogue entry each problem is answered with; {min}, {step} and {owed} are the product's. */
export const REPAYMENT_AMOUNT_ERRORS: Record<RepaymentAmountProblem, ErrorName> = {
  notWhole: 'repayAmountNotWhole',
  belowMinimum: 'repayAmountBelowMinimum',
  notStep: 'repayAmountNotStep',
  aboveOwed: 'repayAmountAboveOwed',
};

/**
 * Why a borrower may not pay `amountMinor` towards a debt of `owedMinor`, if they may not (spec §5:
 * "an integer, above a given minimum and a multiple of a given step";
 * docs/decisions/015-repayment-rules.md). Paying exactly everything owed is always allowed, however
 * small or odd the figure: the last centavos of a loan must be payable. Beyond that, an amount above
 * the debt is named first, since no other correction helps until it is lowered.
 */
export function repaymentAmountProblem(
  product: LoanProduct,
  amountMinor: number,
  owedMinor: number,
): RepaymentAmountProblem | undefined {
  if (!Number.isSafeInteger(owedMinor) || owedMinor < 0) {
    throw new RangeError(`what is owed is a non-negative whole number of minor units, got ${owedMinor}`);
  }
  const { minMinor, stepMinor, allowOverpayment } = product.repayment;
  if (!Number.isSafeInteger(amountMinor)) return 'notWhole';
  if (amountMinor <= 0) return 'belowMinimum';
  if (amountMinor === owedMinor) return undefined;
  if (amountMinor > owedMinor && !allowOverpayment) return 'aboveOwed';
  if (amountMinor % MARKETS[product.market].minorUnitsPerMajor !== 0) return 'notWhole';
  if (amountMinor < minMinor) return 'belowMinimum';
  if (amountMinor % stepMinor !== 0) return 'notStep';
  return undefined;
}

/**
 * The smallest payment the rules allow that covers `targetMinor` (what is due now, say) of a debt of
 * `owedMinor`: the target rounded up to the step and raised to the minimum, or the whole debt when
 * that would pass it (0 when nothing is owed). A screen can offer it, so no borrower is stuck between
 * "not whole" and "overdue by a few centavos"; what it pays beyond the target goes to the next charges.
 */
export function smallestPaymentCovering(
  rules: Pick<LoanProduct['repayment'], 'minMinor' | 'stepMinor'>,
  targetMinor: number,
  owedMinor: number,
): number {
  for (const value of [targetMinor, owedMinor]) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`amounts are non-negative whole numbers of minor units, got ${value}`);
    }
  }
  if (targetMinor > owedMinor) throw new RangeError('the target cannot be more than what is owed');
  const { minMinor, stepMinor } = rules;
  const upToStep = targetMinor + ((stepMinor - (targetMinor % stepMinor)) % stepMinor);
  const rounded = Math.max(minMinor, upToStep);
  return Math.min(rounded, owedMinor);
}
