/**
 * The charges a payment can settle, as the ledger names them. Penalties and extension charges are
 * owed by the order as a whole; the others belong to one phase of the schedule
 * (docs/decisions/015-repayment-rules.md).
 */
export const ALLOCATION_KINDS = [
  'penalty',
  'rolloverFee',
  'rolloverTax',
  'fee',
  'tax',
  'interest',
  'interestTax',
  'principal',
] as const;

export type AllocationKind = (typeof ALLOCATION_KINDS)[number];

/** Owed beside the schedule: settled before any phase, whatever their place in the configured order. */
export const ORDER_LEVEL_KINDS: readonly AllocationKind[] = ['penalty', 'rolloverFee', 'rolloverTax'];

export function isOrderLevel(kind: AllocationKind): boolean {
  return ORDER_LEVEL_KINDS.includes(kind);
}

/**
 * Late and extension charges first, then each phase's fee, tax, interest, the tax on the interest and
 * principal: the order of payment most lending contracts state (late charges, then ordinary interest,
 * then capital). Each tax follows what it is charged on. A configuration may reorder the kinds within
 * each group only.
 */
export const DEFAULT_ALLOCATION: readonly AllocationKind[] = ALLOCATION_KINDS;
