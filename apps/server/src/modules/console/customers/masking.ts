/**
 * How the customer view shows personal data until a member reveals a field: enough to recognise
 * the customer on the phone (an initial, the last digits), never enough to copy the value.
 */

const HIDDEN = '*';

/** Every character but the last `keep` hidden; short values are hidden whole. */
export function maskTail(value: string | null | undefined, keep = 4): string | null {
  if (!value) return null;
  if (value.length <= keep + 2) return HIDDEN.repeat(value.length);
  return HIDDEN.repeat(value.length - keep) + value.slice(-keep);
}

/** Each word's first letter: "Ana Gómez" → "A** G****". */
export function maskName(value: string | null | undefined): string | null {
  if (!value) return null;
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.slice(0, 1) + HIDDEN.repeat(Math.max(word.length - 1, 2)))
    .join(' ');
}

/** The first letter of the mailbox and the whole domain: "gloria.hg@gmail.com" → "g****@gmail.com". */
export function maskEmail(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0) return maskTail(value, 0);
  return `${value.slice(0, 1)}${HIDDEN.repeat(4)}${value.slice(at)}`;
}

/** A date of birth says little until read whole: it is hidden whole. */
export function maskDate(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.replace(/\d/g, HIDDEN);
}

/** Hidden whole: a street address or a list of contacts. */
export function maskAll(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.replace(/[^\s,]/g, HIDDEN);
}
