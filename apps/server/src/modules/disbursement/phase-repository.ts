import type { PricedPhase } from '@puente/domain';
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
