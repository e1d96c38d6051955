import { type MarketId, PERSON_KEY_KIND, personIdKey } from '@puente/domain';
import { userProfiles } from '../db/schema.ts';
import { claimFor } from '../modules/people/identity-claims.ts';
import type { TestService } from './test-service.ts';

/** A valid-looking CURP (born 1990-05-14, male), the one personal info would hold. */
export const TEST_CURP = 'GOMA900514HDFRRN00';

/** Stands in for saveBasicInfo until it exists: writes the national id (and names) on file. */
export async function putProfile(
  s: TestService,
  userId: string,
  curp: string | null,
  basic: Record<string, unknown> = { firstName: 'Ana', lastName: 'Gómez' },
  market = 'MX',
): Promise<void> {
  const kind = PERSON_KEY_KIND[market as MarketId];
  const number = kind === 'CURP' ? curp : typeof basic.bvn === 'string' ? basic.bvn : null;
  // As personal info does: the id is claimed, and the account keeps it as its person key when it won.
  let personKey: string | null = null;
  if (number) {
    const key = personIdKey(market as MarketId, kind, number);
    const claim = { key, market: market as MarketId, kind, number };
    if ((await claimFor(s.database.db, userId, claim, s.clock.now())) === userId) personKey = key;
  }
  const row = { userId, market, curp, basic, personKey, updatedAt: s.clock.now() };
  await s.database.db
    .insert(userProfiles)
    .values(row)
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { curp, basic, personKey, updatedAt: row.updatedAt },
    });
}
