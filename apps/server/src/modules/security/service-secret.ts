import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { serviceSecrets } from '../../db/schema.ts';
import type { Config } from '../../settings/config.ts';

/**
 * SECRET_KEY from the environment. A sandbox started without one gets a random key kept in its own
 * database, so `npm start` needs no setup; production refuses to start without it.
 */
export async function loadServiceSecret(
  config: Pick<Config, 'secretKey' | 'sandbox'>,
  db: Db,
): Promise<string> {
  if (config.secretKey) return config.secretKey;
  if (!config.sandbox) throw new Error('SECRET_KEY is required when SANDBOX=false (production mode).');
  await db
    .insert(serviceSecrets)
    .values({ name: 'sandbox-secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serviceSecrets).where(eq(serviceSecrets.name, 'sandbox-secret'));
  if (!row) throw new Error('Could not create the sandbox secret.');
  return row.value;
}
