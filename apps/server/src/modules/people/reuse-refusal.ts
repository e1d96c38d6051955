import { type AccountType, type ClaimField, claimRefusalMessage, DomainError } from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { Db } from '../../db/database.ts';
import { identityConflicts } from '../../db/schema.ts';
import { type Claim, claimFor } from './identity-claims.ts';

/** Where a reuse was attempted; the operator's queue shows it. */
export type ReuseSource = 'personalInfo' | 'identityCard' | 'bankAccount';

/** An attempt to use an id or account that another account owns. */
export interface ReuseAttempt {
  claim: Claim;
  source: ReuseSource;
  userId: string;
  ownerUserId: string;
  /** The form field it was typed in, for the screen to show the refusal there. */
  field: ClaimField;
  accountType?: AccountType;
}

/**
 * Thrown inside the saving transaction to roll it back; `refusingReuse` records it in a
 * transaction of its own (the save is refused, its record must stay) and answers the refusal.
 */
export class ClaimTaken extends Error {
  constructor(readonly attempt: ReuseAttempt) {
    super(`${attempt.claim.kind} already belongs to another account`);
  }
}

/** Claims the key for the user, or throws ClaimTaken naming the account that holds it. */
export async function claimOrRefuse(
  db: Db,
  userId: string,
  claim: Claim,
  at: Date,
  about: Pick<ReuseAttempt, 'source' | 'field' | 'accountType'>,
): Promise<void> {
  const owner = await claimFor(db, userId, claim, at);
  if (owner !== userId) throw new ClaimTaken({ ...about, claim, userId, ownerUserId: owner });
}

/** The protocol's normal refusal (409) with the field it concerns, in both languages. */
export function reuseRefusal(attempt: ReuseAttempt): DomainError {
  const name = attempt.claim.kind === 'bankAccount' ? 'bankAccountTaken' : 'identityTaken';
  const message = claimRefusalMessage(name, attempt.claim.kind, attempt.claim.market, attempt.accountType);
  return new DomainError(
    name,
    { label: message.en },
    {
      message,
      data: { field: attempt.field, kind: attempt.claim.kind, accountType: attempt.accountType ?? null },
    },
  );
}

/**
 * The operator's record of a refused reuse: a row in their queue and the audit line other checks
 * read (`identity.reuseRefused`, with the attempting user, the id and its owner).
 */
export async function recordReuse(db: Db, attempt: ReuseAttempt, at: Date, ip: string | null): Promise<void> {
  const { claim } = attempt;
  await db.transaction(async (tx) => {
    await tx.insert(identityConflicts).values({
      at,
      market: claim.market,
      kind: claim.kind,
      number: claim.number,
      source: attempt.source,
      attemptingUserId: attempt.userId,
      ownerUserId: attempt.ownerUserId,
    });
    await recordAudit(tx, {
      at,
      userId: attempt.userId,
      action: 'identity.reuseRefused',
      detail: { kind: claim.kind, number: claim.number, ownerUserId: attempt.ownerUserId },
      ip,
    });
  });
}

/** Runs a save; a ClaimTaken inside it is recorded and answered as the refusal. */
export async function refusingReuse<T>(
  db: Db,
  now: () => Date,
  ip: string | null,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ClaimTaken)) throw error;
    await recordReuse(db, error.attempt, now(), ip);
    throw reuseRefusal(error.attempt);
  }
}
