import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanAgreements, loanOrders } from '../../db/schema.ts';

export type AgreementRow = typeof loanAgreements.$inferSelect;

/** One agreement per order: the primary key refuses a second signature. */
export async function insertAgreement(tx: Db, row: AgreementRow): Promise<void> {
  await tx.insert(loanAgreements).values(row);
}

export async function findAgreement(db: Db, orderId: string): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(loanAgreements).where(eq(loanAgreements.orderId, orderId));
  return row;
}

/** The borrower's signed agreements, newest first. */
export async function signedAgreementsOf(db: Db, userId: string) {
  return db
    .select({
      orderNo: loanOrders.orderNo,
      version: loanAgreements.version,
      language: loanAgreements.language,
      signedAt: loanAgreements.signedAt,
      sha256: loanAgreements.sha256,
    })
    .from(loanAgreements)
    .innerJoin(loanOrders, eq(loanOrders.id, loanAgreements.orderId))
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanAgreements.signedAt));
}
