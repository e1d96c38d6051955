import type { SchedulePhaseView } from '../orders/order-views.ts';
import { toMajor, toMinor } from '../pricing/money.ts';

/** The next payment of a schedule: what is left of it and when it falls due. */
export interface NextPayment {
  phase: number;
  amount: number;
  dueDate: string;
}

/**
 * The earliest phase not yet paid, with what is left of it (major units, as on the wire). What a
 * borrower with nothing due today needs to know first: how much, and by when.
 */
export function nextPayment(schedule: readonly SchedulePhaseView[]): NextPayment | undefined {
  const phase = schedule.find((p) => p.status !== 'paid');
  if (!phase) return undefined;
  return {
    phase: phase.phase,
    amount: toMajor(toMinor(phase.amount) - toMinor(phase.paid)),
    dueDate: phase.dueDate,
  };
}
