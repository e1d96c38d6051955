import { userProfiles } from '../db/schema.ts';
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
  const row = { userId, market, curp, basic, updatedAt: s.clock.now() };
  await s.database.db
    .insert(userProfiles)
    .values(row)
    .onConflictDoUpdate({ target: userProfiles.userId, set: { curp, basic, updatedAt: row.updatedAt } });
}
