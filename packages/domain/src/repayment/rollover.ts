import type { ErrorName } from '../errors/catalogue.ts';
import type { LoanProduct, MarketLending } from '../pricing/loan-product.ts';
import { addDays, applyPpm, isCalendarDate } from '../pricing/money.ts';

export interface RolloverPhase {
  phase: number;
  /** `YYYY-MM-DD`, market time zone. */
  dueDate: string;
  unpaidMinor: number;
}

export interface RolloverInput {
  phases: readonly RolloverPhase[];
  /** The business date the borrower asks on (`YYYY-MM-DD`, market time zone). */
  today: string;
  /** Extensions already taken on this loan. */
  usedSoFar: number;
}

export interface PhaseMove {
  phase: number;
  fromDate: string;
  toDate: string;
}

export type RolloverRefusal = 'noneLeft' | 'nothingDue';

export type RolloverPlan =
  | {
      ok: true;
      /** The earliest unpaid phase's unpaid amount: what the fee is charged on. */
      deferredMinor: number;
      feeMinor: number;
      taxMinor: number;
      /** What the borrower pays for the extension: fee and tax. */
      totalMinor: number;
      /** Every unpaid phase, earliest first, with its new due date. */
      moves: PhaseMove[];
      /** The earliest unpaid phase's new due date. */
      newDueDate: string;
    }
  | { ok: false; reason: RolloverRefusal };

export const ROLLOVER_REFUSAL_ERRORS: Record<RolloverRefusal, ErrorName> = {
  noneLeft: 'extensionNoneLeft',
  nothingDue: 'extensionNothingDue',
};

/** How many more extensions this loan may take. */
export function extensionsLeft(product: LoanProduct, usedSoFar: number): number {
  if (!Number.isSafeInteger(usedSoFar) || usedSoFar < 0) {
    throw new RangeError(`extensions used is a non-negative whole number, got ${usedSoFar}`);
  }
  return Math.max(0, product.rollover.maxPerLoan - usedSoFar);
}

/**
 * What an extension would do now (docs/decisions/015-repayment-rules.md). It defers the earliest
 * unpaid phase and moves it and every later unpaid phase `rollover.days` later, counted from the
 * later of its due date and today: an overdue phase gets its days from today, so the borrower is not
 * overdue again at once, and the schedule keeps its order. The fee is `rollover.feePpm` of the
 * deferred amount (that phase's unpaid amount), taxed at the market's fee tax. Nothing else changes:
 * no interest is added for the extra days, and penalties already charged stay owed.
 */
export function planRollover(
  product: LoanProduct,
  lending: MarketLending,
  input: RolloverInput,
): RolloverPlan {
  const { phases, today, usedSoFar } = input;
  if (!isCalendarDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  checkPhases(phases);
  if (extensionsLeft(product, usedSoFar) === 0) return { ok: false, reason: 'noneLeft' };
  const unpaid = phases
    .filter((p) => p.unpaidMinor > 0)
    .sort((a, b) => (a.dueDate === b.dueDate ? a.phase - b.phase : a.dueDate < b.dueDate ? -1 : 1));
  const earliest = unpaid[0];
  if (!earliest) return { ok: false, reason: 'nothingDue' };

  const { days, feePpm } = product.rollover;
  const moves = unpaid.map((p) => ({
    phase: p.phase,
    fromDate: p.dueDate,
    // The later of the due date and today; dates written YYYY-MM-DD sort as text.
    toDate: addDays([p.dueDate, today].sort()[1] as string, days),
  }));
  const feeMinor = applyPpm(earliest.unpaidMinor, feePpm);
  const taxMinor = applyPpm(feeMinor, lending.feeTaxPpm);
  return {
    ok: true,
    deferredMinor: earliest.unpaidMinor,
    feeMinor,
    taxMinor,
    totalMinor: feeMinor + taxMinor,
    moves,
    newDueDate: (moves[0] as PhaseMove).toDate,
  };
}

function checkPhases(phases: readonly RolloverPhase[]): void {
  const seen = new Set<number>();
  for (const { phase, dueDate, unpaidMinor } of phases) {
    if (!Number.isSafeInteger(phase) || seen.has(phase))
      throw new RangeError(`phase ${phase} is not one phase`);
    seen.add(phase);
    if (!isCalendarDate(dueDate)) throw new RangeError(`phase ${phase} is due on ${dueDate}, not YYYY-MM-DD`);
    if (!Number.isSafeInteger(unpaidMinor) || unpaidMinor < 0) {
      throw new RangeError(
        `phase ${phase}'s unpaid amount is a non-negative whole number, got ${unpaidMinor}`,
      );
    }
  }
}
