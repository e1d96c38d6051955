import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  bankAccounts,
  consents,
  deviceActivations,
  identityChecks,
  identityImages,
  legalAcceptances,
  onboarding,
  repaymentAccounts,
  sessions,
  userProfiles,
  users,
} from '../../../db/schema.ts';
import type { PersonalSource } from './personal-fields.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Everything a personal field is read from, in one query. */
export async function personalSourceOf(
  db: Db,
  userId: string,
): Promise<{ user: UserRow; source: PersonalSource } | undefined> {
  const [row] = await db
    .select({
      user: users,
      basic: userProfiles.basic,
      addition: userProfiles.addition,
      curp: userProfiles.curp,
      accountNumber: bankAccounts.accountNumber,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(bankAccounts, and(eq(bankAccounts.userId, users.id), eq(bankAccounts.primary, true)))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    user: row.user,
    source: {
      e164: row.user.e164,
      basic: row.basic,
      addition: row.addition,
      nationalId: row.curp,
      accountNumber: row.accountNumber,
    },
  };
}

/** The rest of the profile: where onboarding stands, consents, devices, sessions, documents accepted. */
export async function profileParts(db: Db, userId: string) {
  const [onboardingRow, checks, consentRows, devices, sessionRows, legal, images, accounts, payIn, profile] =
    await Promise.all([
      db.select().from(onboarding).where(eq(onboarding.userId, userId)),
      db.select().from(identityChecks).where(eq(identityChecks.userId, userId)),
      db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.id)),
      db
        .select()
        .from(deviceActivations)
        .where(eq(deviceActivations.userId, userId))
        .orderBy(desc(deviceActivations.lastSeenAt)),
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(20),
      db
        .select()
        .from(legalAcceptances)
        .where(eq(legalAcceptances.userId, userId))
        .orderBy(desc(legalAcceptances.acceptedAt)),
      db
        .select({ kind: identityImages.kind, uploadedAt: identityImages.uploadedAt })
        .from(identityImages)
        .where(eq(identityImages.userId, userId)),
      db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.userId, userId))
        .orderBy(desc(bankAccounts.createdAt)),
      db.select().from(repaymentAccounts).where(eq(repaymentAccounts.userId, userId)),
      db
        .select({
          basic: userProfiles.basic,
          personKey: userProfiles.personKey,
          updatedAt: userProfiles.updatedAt,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId)),
    ]);
  return {
    onboarding: onboardingRow[0],
    checks: checks[0],
    consents: consentRows,
    devices,
    sessions: sessionRows,
    legal,
    images,
    accounts,
    payIn,
    profile: profile[0],
  };
}
