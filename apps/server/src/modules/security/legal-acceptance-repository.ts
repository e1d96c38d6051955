import type { Language, MarketId } from '@puente/domain';
import { acceptedDocuments } from '@puente/domain/content';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { legalAcceptances } from '../../db/schema.ts';

export type LegalAcceptanceRow = typeof legalAcceptances.$inferSelect;

/** Keeps the versions of the terms and the privacy policy this borrower accepted; a version once. */
export async function recordAcceptance(
  db: Db,
  acceptance: { userId: string; market: MarketId; language: Language; at: Date; ip: string },
): Promise<void> {
  const { userId, market, language, at, ip } = acceptance;
  await db
    .insert(legalAcceptances)
    .values(
      acceptedDocuments(market, language).map(({ document, version }) => ({
        userId,
        document,
        version,
        language,
        acceptedAt: at,
        ip,
      })),
    )
    .onConflictDoNothing();
}

export async function acceptancesOf(db: Db, userId: string): Promise<LegalAcceptanceRow[]> {
  return db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, userId));
}
