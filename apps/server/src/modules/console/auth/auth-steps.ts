import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { staffAuthSteps } from '../../../db/schema.ts';
import { hashToken } from '../../staff/staff-sessions.ts';

/** A password accepted waits this long for its second factor; a passkey prompt as long. */
export const AUTH_STEP_MS = 5 * 60_000;

export type AuthStepPurpose = 'sign-in' | 'passkey-register';

export interface AuthStep {
  id: string;
  memberId: string;
  challenge: string | null;
}

/** Starts a step; the token goes to the browser, only its hash is kept. */
export async function startAuthStep(
  db: Db,
  memberId: string,
  purpose: AuthStepPurpose,
  now: number,
  challenge: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffAuthSteps).values({
    memberId,
    purpose,
    tokenHash: hashToken(token),
    challenge,
    createdAt: new Date(now),
    expiresAt: new Date(now + AUTH_STEP_MS),
  });
  return token;
}

/** The step behind a token, while unused and unexpired. */
export async function findAuthStep(
  db: Db,
  token: string,
  purpose: AuthStepPurpose,
  now: number,
): Promise<AuthStep | undefined> {
  if (token.length > 100) return undefined;
  const [row] = await db
    .select({ id: staffAuthSteps.id, memberId: staffAuthSteps.memberId, challenge: staffAuthSteps.challenge })
    .from(staffAuthSteps)
    .where(
      and(
        eq(staffAuthSteps.tokenHash, hashToken(token)),
        eq(staffAuthSteps.purpose, purpose),
        isNull(staffAuthSteps.usedAt),
        gt(staffAuthSteps.expiresAt, new Date(now)),
      ),
    );
  return row;
}

/** A member's newest open step of a purpose (a signed-in member's passkey registration). */
export async function newestAuthStep(
  db: Db,
  memberId: string,
  purpose: AuthStepPurpose,
  now: number,
): Promise<AuthStep | undefined> {
  const [row] = await db
    .select({ id: staffAuthSteps.id, memberId: staffAuthSteps.memberId, challenge: staffAuthSteps.challenge })
    .from(staffAuthSteps)
    .where(
      and(
        eq(staffAuthSteps.memberId, memberId),
        eq(staffAuthSteps.purpose, purpose),
        isNull(staffAuthSteps.usedAt),
        gt(staffAuthSteps.expiresAt, new Date(now)),
      ),
    )
    .orderBy(desc(staffAuthSteps.createdAt))
    .limit(1);
  return row;
}

export async function setStepChallenge(db: Db, stepId: string, challenge: string | null): Promise<void> {
  await db.update(staffAuthSteps).set({ challenge }).where(eq(staffAuthSteps.id, stepId));
}

/** Marks a step used; false when another request used it first. */
export async function useAuthStep(db: Db, stepId: string, now: number): Promise<boolean> {
  const used = await db
    .update(staffAuthSteps)
    .set({ usedAt: new Date(now) })
    .where(and(eq(staffAuthSteps.id, stepId), isNull(staffAuthSteps.usedAt)))
    .returning({ id: staffAuthSteps.id });
  return used.length === 1;
}
