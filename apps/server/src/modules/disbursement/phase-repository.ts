import type { PricedPhase } from '@puente/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanPhases } from '../../db/schema.ts';

/** The schedule fixed when the money arrives; written once (the primary key keeps it so). */
export async function insertPhases(tx: Db, orderId: string, phases: readonly PricedPhase[]): Promise<void> {
  if (phases.length === 0) return;
  await tx
    .insert(loanPhases)
    .values(
      phases.map((p) => ({
        orderId,
        phase: p.phase,
        dueDate: p.dueDate,
        principal: p.principal,
        interest: p.interest,
        fee: p.fee,
        tax: p.tax,
        total: p.total,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The schedule of a loan whose start was undone (its money came back, decision 046): the order is
 * back to before the money was sent, and asking again fixes a new schedule from that day. The
 * ledger keeps what the schedule charged, and its reversal.
 */
export async function removePhases(tx: Db, orderId: string): Promise<void> {
  await tx.delete(loanPhases).where(eq(loanPhases.orderId, orderId));
}
