import {
  CONTACT_WINDOWS,
  contactAllowed,
  DAILY_CONTACT_CAP,
  DomainError,
  ERRORS,
  fillTemplate,
  inContactWindow,
  LANGUAGES,
  type Language,
  MARKETS,
  type MarketId,
} from '@puente/domain';
import type { Db } from '../../../db/database.ts';
import { contactsToday } from '../../messages/message-writer.ts';

/** An instant on the borrower's clock, in the member's language: "12 Mar 2026, 07:00". */
function borrowerTime(at: Date, market: MarketId, lang: Language): string {
  return new Intl.DateTimeFormat(MARKETS[market].locales[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MARKETS[market].timeZone,
  }).format(at);
}

function refusal(
  name: 'collectionsOutsideWindow' | 'collectionsDailyCap',
  market: MarketId,
  next: Date,
  cap: number,
): DomainError {
  const window = `${CONTACT_WINDOWS[market].from}–${CONTACT_WINDOWS[market].until}`;
  const params = (lang: Language) => ({ window, cap, next: borrowerTime(next, market, lang) });
  const message = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, fillTemplate(ERRORS[name][lang], params(lang))]),
  ) as Record<Language, string>;
  return new DomainError(name, params('en'), {
    message,
    data: { nextContactAt: next.toISOString(), window, cap },
  });
}

/**
 * A collector may reach a borrower (a call, a message, a payment link) only inside the market's
 * contact window in the borrower's time zone and under the daily cap, which counts automated
 * collection SMS and collectors' attempts together (decision 060). Refused with when they may
 * next be contacted; checked in the transaction that records the contact.
 */
export async function ensureMayContact(
  tx: Db,
  borrower: { userId: string; market: MarketId },
  now: Date,
): Promise<{ contactsToday: number }> {
  const { market } = borrower;
  const today = await contactsToday(tx, borrower.userId, market, now);
  const verdict = contactAllowed(market, now, today);
  if (!verdict.allowed)
    throw refusal(
      verdict.reason === 'window' ? 'collectionsOutsideWindow' : 'collectionsDailyCap',
      market,
      verdict.next,
      DAILY_CONTACT_CAP,
    );
  return { contactsToday: today };
}

/** What the case shows the collector before they pick up the phone. */
export async function contactState(db: Db, borrower: { userId: string; market: MarketId }, now: Date) {
  const { market } = borrower;
  const today = await contactsToday(db, borrower.userId, market, now);
  const verdict = contactAllowed(market, now, today);
  return {
    window: CONTACT_WINDOWS[market],
    timeZone: MARKETS[market].timeZone,
    inWindow: inContactWindow(market, now),
    contactsToday: today,
    dailyCap: DAILY_CONTACT_CAP,
    mayContactNow: verdict.allowed,
    nextContactAt: (verdict.allowed ? now : verdict.next).toISOString(),
  };
}
