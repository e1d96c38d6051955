import { isCalendarDate } from '../pricing/money.ts';
import { type AllocationKind, isOrderLevel } from './allocation-kinds.ts';

/** What is still unpaid of one charge. Penalties and extension charges have no phase. */
export interface OwedItem {
  kind: AllocationKind;
  phase: number | null;
  /** The phase's due date (`YYYY-MM-DD`); null, or ignored, for an order-level charge. */
  dueDate: string | null;
  amountMinor: number;
}

export interface AllocationPart {
  kind: AllocationKind;
  phase: number | null;
  amountMinor: number;
}

export interface Allocation {
  /** In the order they were settled; none is zero. */
  parts: AllocationPart[];
  /** Paid beyond everything owed. The parts and the excess always add up to the payment. */
  excessMinor: number;
}

export interface AllocationInput {
  amountMinor: number;
  owed: readonly OwedItem[];
  /** The product's `repayment.allocation`. */
  order: readonly AllocationKind[];
}

interface Queued extends OwedItem {
  rank: number;
}

/**
 * Splits one payment over what is owed (docs/decisions/015-repayment-rules.md): first every
 * order-level charge (penalty, extension fee and its tax) in the configured order, then phase by phase,
 * earliest due date first, and within a phase its charges in the configured order. Earliest phase
 * first is what close of business assumes when it sums what is overdue, and what stops penalty
 * soonest. Whatever is left after everything owed is the excess.
 */
export function allocatePayment(input: AllocationInput): Allocation {
  const { amountMinor, owed, order } = input;
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`a payment is a non-negative whole number of minor units, got ${amountMinor}`);
  }
  const queue = [...merged(owed, order).values()].sort(byPriority);
  const parts: AllocationPart[] = [];
  let left = amountMinor;
  for (const item of queue) {
    if (left === 0) break;
    const take = Math.min(left, item.amountMinor);
    if (take === 0) continue;
    parts.push({ kind: item.kind, phase: item.phase, amountMinor: take });
    left -= take;
  }
  return { parts, excessMinor: left };
}

/** One entry per charge (kind and phase), checked: a malformed debt is a bug, never guessed at. */
function merged(owed: readonly OwedItem[], order: readonly AllocationKind[]): Map<string, Queued> {
  const byCharge = new Map<string, Queued>();
  const phaseDue = new Map<number, string>();
  for (const item of owed) {
    const { kind, phase, dueDate, amountMinor } = item;
    if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
      throw new RangeError(
        `an owed ${kind} is a non-negative whole number of minor units, got ${amountMinor}`,
      );
    }
    const rank = order.indexOf(kind);
    if (rank < 0) throw new RangeError(`the allocation order does not name ${kind}`);
    if (isOrderLevel(kind)) {
      if (phase !== null) throw new RangeError(`a ${kind} belongs to the order, not to phase ${phase}`);
    } else {
      if (phase === null || !Number.isSafeInteger(phase) || dueDate === null || !isCalendarDate(dueDate)) {
        throw new RangeError(`a ${kind} needs its phase and the phase's due date`);
      }
      const known = phaseDue.get(phase);
      if (known !== undefined && known !== dueDate) {
        throw new RangeError(`phase ${phase} is said to fall due on both ${known} and ${dueDate}`);
      }
      phaseDue.set(phase, dueDate);
    }
    const key = `${kind}:${phase ?? ''}`;
    const seen = byCharge.get(key);
    if (seen) seen.amountMinor += amountMinor;
    else byCharge.set(key, { kind, phase, dueDate: isOrderLevel(kind) ? null : dueDate, amountMinor, rank });
  }
  return byCharge;
}

function byPriority(a: Queued, b: Queued): number {
  const aOrder = isOrderLevel(a.kind);
  const bOrder = isOrderLevel(b.kind);
  if (aOrder !== bOrder) return aOrder ? -1 : 1;
  if (!aOrder) {
    // Dates written YYYY-MM-DD compare as text.
    if (a.dueDate !== b.dueDate) return (a.dueDate as string) < (b.dueDate as string) ? -1 : 1;
    if (a.phase !== b.phase) return (a.phase as number) - (b.phase as number);
  }
  return a.rank - b.rank;
}
