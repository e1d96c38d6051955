import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankAccounts, domainEvents, questionnaires, userProfiles } from '../../db/schema.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

export async function saveBasic(
  db: Db,
  userId: string,
  market: string,
  basic: Record<string, unknown>,
  nationalId: string | null,
  personKey: string,
  at: Date,
) {
  await db
    .insert(userProfiles)
    .values({ userId, market, basic, curp: nationalId, personKey, updatedAt: at })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { basic, curp: nationalId, personKey, updatedAt: at },
    });
}

export async function saveAddition(
  db: Db,
  userId: string,
  market: string,
  addition: Record<string, unknown>,
  at: Date,
) {
  await db
    .insert(userProfiles)
    .values({ userId, market, addition, updatedAt: at })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { addition, updatedAt: at } });
}

export async function findQuestionnaire(db: Db, userId: string) {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.userId, userId));
  return row;
}

export async function saveQuestionnaire(
  db: Db,
  userId: string,
  answers: Record<string, string | string[]>,
  at: Date,
) {
  await db
    .insert(questionnaires)
    .values({ userId, answers, savedAt: at })
    .onConflictDoUpdate({ target: questionnaires.userId, set: { answers, savedAt: at } });
}

export async function findBankAccounts(db: Db, userId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(bankAccounts.createdAt);
}

export async function retirePrimaryAccount(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ primary: false, replacedAt: at })
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.primary, true)));
}

export async function insertBankAccount(db: Db, row: Omit<BankAccountRow, 'id' | 'replacedAt' | 'primary'>) {
  const [inserted] = await db
    .insert(bankAccounts)
    .values({ ...row, primary: true })
    .returning();
  return inserted as BankAccountRow;
}

/** Raised once per borrower: the unique index makes a second insert a no-op. */
export async function raiseFirstAccountEvent(
  db: Db,
  userId: string,
  accountId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(domainEvents)
    .values({ type: 'bankAccount.firstAdded', userId, payload: { accountId }, at })
    .onConflictDoNothing();
}
