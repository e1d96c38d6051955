import { CURP_BORN_ABROAD, MX_STATES } from '../data/mx-states.ts';
import { CURP_INCONVENIENT_WORDS } from './curp-words.ts';

export type CurpSex = 'male' | 'female';

export type CurpResult =
  | { ok: true; curp: string; birthDate: string; sex: CurpSex; stateCode: string }
  | { ok: false; reason: 'length' | 'structure' | 'word' | 'state' | 'date' | 'checkDigit' };

/** Structure only (validate-curp); date, state and check digit are checked apart to name the fault. */
const STRUCTURE = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

/**
 * Check-digit values: index in this alphabet. Ñ sits at 24, so O..Z are 25..36 (domain.md §1).
 * RENAPO writes X for Ñ, so Ñ itself never passes the structure check; its slot still counts.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

const STATE_CODES: ReadonlySet<string> = new Set([...MX_STATES.map((s) => s.curpCode), CURP_BORN_ABROAD]);

export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i] ?? '') * (18 - i);
  return (10 - (sum % 10)) % 10;
}

/**
 * The CURP's birth date as YYYY-MM-DD, or undefined if it is not a real date. Position 17 is a
 * digit for people born before 2000 and a letter from 2000 on, which fixes the century.
 */
function birthDateOf(curp: string): string | undefined {
  const century = /\d/.test(curp[16] ?? '') ? 1900 : 2000;
  const year = century + Number(curp.slice(4, 6));
  const month = Number(curp.slice(6, 8));
  const day = Number(curp.slice(8, 10));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${year}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
}

/** Parses what a borrower typed; case and surrounding spaces do not matter. */
export function parseCurp(text: string): CurpResult {
  const curp = text.trim().toUpperCase();
  if (curp.length !== 18) return { ok: false, reason: 'length' };
  if (!STRUCTURE.test(curp)) return { ok: false, reason: 'structure' };
  if (CURP_INCONVENIENT_WORDS.has(curp.slice(0, 4))) return { ok: false, reason: 'word' };
  const stateCode = curp.slice(11, 13);
  if (!STATE_CODES.has(stateCode)) return { ok: false, reason: 'state' };
  const birthDate = birthDateOf(curp);
  if (!birthDate) return { ok: false, reason: 'date' };
  if (curpCheckDigit(curp) !== Number(curp[17])) return { ok: false, reason: 'checkDigit' };
  return { ok: true, curp, birthDate, sex: curp[10] === 'H' ? 'male' : 'female', stateCode };
}

/**
 * Whether a valid CURP carries the birth date (YYYY-MM-DD) and gender the borrower entered, so the
 * personal-info form can refuse a CURP that belongs to someone else. Gender may be the name or the
 * wire code of spec §3 (1 male, 2 female).
 */
export function curpMatchesPerson(curp: string, birthDate: string, gender: CurpSex | 1 | 2): boolean {
  const parsed = parseCurp(curp);
  if (!parsed.ok) return false;
  const sex = gender === 1 ? 'male' : gender === 2 ? 'female' : gender;
  return parsed.birthDate === birthDate && parsed.sex === sex;
}
