import { APPS, type Language, type MarketId, parseLanguage } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import * as inbox from './inbox-repository.ts';

/**
 * The language a borrower reads the app in, kept whenever they log in, register or open the inbox
 * (the `lang` header, decision 033), so an SMS written while they are away is in that language.
 */
export async function rememberLanguage(tx: Db, userId: string, language: Language, now: Date): Promise<void> {
  await inbox.saveLanguage(tx, userId, language, now);
}

/** The borrower's language for a message sent outside the app; the market app's default until known. */
export async function languageOf(db: Db, userId: string, market: MarketId): Promise<Language> {
  const fallback = APPS.find((app) => app.market === market)?.defaultLanguage ?? 'en';
  const row = await inbox.preferencesOf(db, userId);
  return parseLanguage(row?.language, fallback);
}
