import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userProfiles } from '../../db/schema.ts';

/**
 * What identity checks need from personal info (saveBasicInfo): the national id the borrower typed
 * (CURP in Mexico, NIN in Nigeria) and the basic fields. OCR of a Mexican card must match the CURP.
 */
export interface ProfileLookup {
  /** Takes the caller's handle or transaction: on PGlite a second handle inside a transaction would wait forever. */
  curpOf(db: Db, userId: string): Promise<string | null>;
  basicOf(db: Db, userId: string): Promise<Record<string, unknown> | null>;
}

/** Reads `user_profiles`, which personal info (saveBasicInfo) writes. */
export class DbProfileLookup implements ProfileLookup {
  async curpOf(db: Db, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ curp: userProfiles.curp })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    const curp = row?.curp?.trim().toUpperCase();
    return curp ? curp : null;
  }

  async basicOf(db: Db, userId: string): Promise<Record<string, unknown> | null> {
    const [row] = await db
      .select({ basic: userProfiles.basic })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    return row?.basic ?? null;
  }
}
