import { TYPED_FIELDS } from '../../../providers/kyc/tuidentidad-protocol.ts';
import { fromCurp } from '../../kyc/photo-rules.ts';
import type { StandInStore } from '../standin-store.ts';

/** What a card photo shows, in INE-OCR's own field names. */
export interface Card extends Record<string, unknown> {
  curp: string;
  name: string;
  firstLastName: string;
  secondLastName: string;
  /** DD/MM/YYYY */
  dateOfBirth: string | null;
  sex: 'H' | 'M' | null;
}

/** RENAPO's record of a person, in the CURP document service's field names. */
export interface RenapoPerson extends Record<string, unknown> {
  curp: string;
  names: string;
  lastName: string;
  secondLastName: string;
  sex: 'HOMBRE' | 'MUJER' | null;
  /** dd/mm/yyyy */
  dateBirth: string | null;
}

/** The card shown when the form names no CURP: a man born 1990-01-01 in Mexico City. */
export const DEFAULT_CURP = 'PUEN900101HDFRNT01';
/** CURPs starting so are unknown to the stand-in's RENAPO ("no existe"), for testers. */
export const UNKNOWN_CURP_PREFIX = 'NOEX';

const upper = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;

const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

/**
 * Reads a card photo: the first time a borrower's photo is seen it shows what they typed (sent
 * beside the photos) and it keeps showing that; the first card showing a CURP is RENAPO's record of it.
 */
export async function readCard(store: StandInStore, frontSha256: string, form: FormData): Promise<Card> {
  // Tests give many borrowers the same photo: each borrower's card is their own, as in life.
  const key = `${String(form.get(TYPED_FIELDS.reference) ?? '')}/${frontSha256}`;
  const seen = await store.get<Card>('card', key);
  if (seen) return seen;
  const curp = upper(form.get(TYPED_FIELDS.curp)) ?? DEFAULT_CURP;
  const fromId = fromCurp(curp);
  const typedBirthday = upper(form.get(TYPED_FIELDS.birthday));
  const card: Card = {
    curp,
    name: upper(form.get(TYPED_FIELDS.name)) ?? 'SANDBOX',
    firstLastName: upper(form.get(TYPED_FIELDS.lastName)) ?? 'TESTER',
    secondLastName: '',
    dateOfBirth: dmy(fromId.birthday ?? typedBirthday),
    sex: fromId.gender === 'male' ? 'H' : fromId.gender === 'female' ? 'M' : null,
  };
  const kept = (await store.insert('card', key, card)).value;
  await store.insert<RenapoPerson>('person', kept.curp, {
    curp: kept.curp,
    names: kept.name,
    lastName: kept.firstLastName,
    secondLastName: kept.secondLastName,
    sex: kept.sex === 'H' ? 'HOMBRE' : kept.sex === 'M' ? 'MUJER' : null,
    dateBirth: kept.dateOfBirth,
  });
  return kept;
}

/** RENAPO's record of a CURP: the person its first card showed, else one made from the CURP alone. */
export async function renapoPerson(store: StandInStore, curp: string): Promise<RenapoPerson | null> {
  if (curp.startsWith(UNKNOWN_CURP_PREFIX)) return null;
  const known = await store.get<RenapoPerson>('person', curp);
  if (known) return known;
  const fromId = fromCurp(curp);
  if (!fromId.birthday) return null;
  return {
    curp,
    names: 'SANDBOX',
    lastName: 'TESTER',
    secondLastName: '',
    sex: fromId.gender === 'male' ? 'HOMBRE' : fromId.gender === 'female' ? 'MUJER' : null,
    dateBirth: dmy(fromId.birthday),
  };
}
