import type { Language, OwedBreakdownView, SchedulePhaseView, VoucherView } from '@puente/domain';

/** Catalogue keys chosen by a value of the service (a phase status, a breakdown line). */

/** The name of a phase's status in the schedule. */
export function phaseKey(status: SchedulePhaseView['status']): `phase.${SchedulePhaseView['status']}` {
  return `phase.${status}`;
}

/**
 * Each line of what is owed, in the order the borrower reads them; they add up to the total. The
 * coupon is not one of them: it is already taken off the interest, and said once, under the total.
 */
export const BREAKDOWN_LINES = [
  'principal',
  'interest',
  'interestTax',
  'fee',
  'tax',
  'penalty',
  'rolloverFee',
] as const satisfies readonly (keyof OwedBreakdownView)[];

export type BreakdownLine = (typeof BREAKDOWN_LINES)[number];

export function breakdownKey(line: BreakdownLine): `breakdown.${BreakdownLine}` {
  return `breakdown.${line}`;
}

/** "1 day overdue" or "4 days overdue", by the language's plural rules (decision 008). */
export function overdueKey(days: number, language: Language): 'detail.overdueOne' | 'detail.overdueOther' {
  return new Intl.PluralRules(language).select(days) === 'one' ? 'detail.overdueOne' : 'detail.overdueOther';
}

/** A proof of payment's review state. */
export function voucherStatusKey(status: VoucherView['status']): `proof.status.${VoucherView['status']}` {
  return `proof.status.${status}`;
}
