import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';

/** Rows of a report statement; PostgreSQL answers bigint and numeric as text, PGlite may not. */
export async function reportRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return rowsOf(await db.execute(query));
}

/** A count or a sum of minor units as a number (sums of a market's money stay far below 2^53). */
export function int(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

/** A `date` column as YYYY-MM-DD, whichever driver read it. */
export function day(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** Integer basis points of part / whole, rounded half up, exact at any size (no floats on money). */
export function basisPoints(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((BigInt(part) * 20_000n + BigInt(whole)) / (2n * BigInt(whole)));
}
