import { DomainError, ENVELOPE_FIELD_PATTERN, MAX_CLOCK_SKEW_SECONDS } from '@puente/domain';
import type { z } from 'zod';
import { decryptEnvelope } from './envelope-crypto.ts';

/**
 * Turns the fields of a request (query string, JSON body or multipart fields) into the call's
 * validated payload, or throws the DomainError that says what is wrong with it.
 */
export function readEnvelope<P extends z.ZodType>(
  fields: Record<string, unknown> | null | undefined,
  packageName: string,
  nowSeconds: number,
  schema: P,
): z.output<P> {
  const names = Object.keys(fields ?? {});
  if (names.length === 0) throw new DomainError('envelopeMissing');
  if (names.length > 1) throw new DomainError('envelopeAmbiguous');
  const name = names[0] as string;
  if (!ENVELOPE_FIELD_PATTERN.test(name)) throw new DomainError('envelopeMissing');
  const value = (fields as Record<string, unknown>)[name];
  if (typeof value !== 'string') throw new DomainError('envelopeNotHex');

  const decrypted = decryptEnvelope(packageName, value);
  if (!decrypted.ok) throw new DomainError(decrypted.error);

  let plain: unknown;
  let nulField: string | undefined;
  // PostgreSQL text cannot hold NUL: refused here, naming the field, not as a database fault. Only
  // a payload that spells one out pays for walking every value (this is every call's path).
  const findNul = (key: string, value: unknown) => {
    if (nulField === undefined && (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))))
      nulField = key || 'payload';
    return value;
  };
  const mayHoldNul = decrypted.text.includes('\\u0000') || decrypted.text.includes('\0');
  try {
    plain = JSON.parse(decrypted.text, mayHoldNul ? findNul : undefined);
  } catch {
    throw new DomainError('envelopeNotJson');
  }
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain))
    throw new DomainError('envelopeNotJson');
  if (nulField !== undefined) throw new DomainError('payloadInvalid', { field: nulField });

  const { t, ...payload } = plain as Record<string, unknown>;
  if (typeof t !== 'number' || !Number.isFinite(t)) throw new DomainError('timestampMissing');
  if (Math.abs(nowSeconds - t) > MAX_CLOCK_SKEW_SECONDS) throw new DomainError('timestampSkewed');

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'payload';
    throw new DomainError('payloadInvalid', { field });
  }
  return parsed.data;
}
