import { type LoanOrderStatus, ORDER_TRANSITIONS, type TransitionReason } from '@puente/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A status written into SQL as a literal: statuses come from the domain's constants, never from
 * input, and a literal is typed like the column and visible to the planner (partial indexes).
 */
export function statusSql(status: number): SQL {
  if (!Number.isInteger(status)) throw new Error(`not a status: ${status}`);
  return sql.raw(String(status));
}

/** Statuses as a literal list for `in`: `(2, 3)`. */
export function statusList(statuses: readonly number[]): SQL {
  if (statuses.length === 0) throw new Error('no statuses');
  return sql`(${sql.join(statuses.map(statusSql), sql`, `)})`;
}

export interface SetTransition {
  /** Every status `reason` moves an order from. */
  from: LoanOrderStatus[];
  /** The one status it moves them to. */
  to: LoanOrderStatus;
  reason: TransitionReason;
}

/**
 * A status move made by one statement over many orders (close of business, expired offers), read
 * from ORDER_TRANSITIONS: a set-based update can then only move orders the way `transition` would.
 */
export function setTransition(reason: TransitionReason): SetTransition {
  const steps = ORDER_TRANSITIONS.filter((step) => step.reason === reason);
  const targets = new Set(steps.map((step) => step.to));
  const [to] = targets;
  if (to === undefined || targets.size > 1) throw new Error(`${reason} does not move orders to one status`);
  return { from: [...new Set(steps.map((step) => step.from))], to, reason };
}
