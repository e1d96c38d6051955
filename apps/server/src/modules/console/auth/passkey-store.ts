import type { WebAuthnCredential } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { staffPasskeys } from '../../../db/schema.ts';

type Transports = WebAuthnCredential['transports'];

export interface StoredPasskey {
  id: string;
  credential: WebAuthnCredential;
}

function toCredential(row: typeof staffPasskeys.$inferSelect): StoredPasskey {
  return {
    id: row.id,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: row.transports ? (row.transports.split(',') as Transports) : undefined,
    },
  };
}

export async function passkeysOf(db: Db, memberId: string): Promise<StoredPasskey[]> {
  const rows = await db.select().from(staffPasskeys).where(eq(staffPasskeys.memberId, memberId));
  return rows.map(toCredential);
}

export async function passkeyOf(
  db: Db,
  memberId: string,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.memberId, memberId), eq(staffPasskeys.credentialId, credentialId)));
  return row ? toCredential(row) : undefined;
}

export async function addPasskey(
  db: Db,
  memberId: string,
  credential: WebAuthnCredential,
  name: string | null,
  at: Date,
): Promise<string> {
  const [row] = await db
    .insert(staffPasskeys)
    .values({
      memberId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports?.join(',') ?? null,
      name,
      createdAt: at,
    })
    .returning({ id: staffPasskeys.id });
  if (!row) throw new Error('passkey not stored');
  return row.id;
}

export async function passkeyUsed(db: Db, id: string, counter: number, at: Date): Promise<void> {
  await db.update(staffPasskeys).set({ counter, lastUsedAt: at }).where(eq(staffPasskeys.id, id));
}
