import type { z } from 'zod';
import { decimalToMinor, integerMinor } from './decimal.ts';

/** The body as text, decoded once for JSON (signatures are computed over the bytes themselves). */
export function bodyText(rawBody: string | Uint8Array): string {
  return typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
}

/**
 * The body's JSON, or undefined when it is not JSON, or when a key or text in it holds NUL, which
 * PostgreSQL text cannot store: such a body is refused as malformed, never met as a database fault.
 * Only a body that spells one out (`\u0000`) pays for walking its values.
 */
export function parseJson(rawBody: string | Uint8Array): unknown {
  const text = bodyText(rawBody);
  let holdsNul = false;
  const findNul = (key: string, value: unknown) => {
    if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) holdsNul = true;
    return value;
  };
  try {
    const value = JSON.parse(text, text.includes('\\u0000') ? findNul : undefined) as unknown;
    return holdsNul ? undefined : value;
  } catch {
    return undefined;
  }
}

/** A value checked against a schema, or a one-line description of what is wrong with it (no values). */
export function readPayload<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; detail: string } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'body';
  return { ok: false, detail: `${where}: ${issue?.message ?? 'invalid'}` };
}

/** A positive amount in minor units from a decimal in major units, or undefined. */
export function positiveDecimalMinor(value: string | number): number | undefined {
  try {
    const minor = decimalToMinor(value);
    return minor > 0 ? minor : undefined;
  } catch {
    return undefined;
  }
}

/** A positive amount already in minor units, or undefined. */
export function positiveIntegerMinor(value: unknown): number | undefined {
  try {
    const minor = integerMinor(value);
    return minor > 0 ? minor : undefined;
  } catch {
    return undefined;
  }
}

/** An ISO 8601 instant with its zone (`…Z` or `…+01:00`), or undefined. */
export function isoInstant(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
