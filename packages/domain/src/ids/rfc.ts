export type RfcKind = 'person' | 'company';

export type RfcResult = { ok: false; reason: 'format' } | { ok: true; rfc: string; checkDigitValid: boolean };

/** python-stdnum's shape: name letters, YYMMDD, homoclave (2 chars from the name + check char). */
const SHAPE: Record<RfcKind, RegExp> = {
  person: /^[A-Z&Ñ]{4}\d{6}[1-9A-V][1-9A-Z][0-9A]$/,
  company: /^[A-Z&Ñ]{3}\d{6}[1-9A-V][1-9A-Z][0-9A]$/,
};

/** Letters 1–4 that SAT never issues to a person: it replaces letter 4 with X (domain.md §2). */
const INCONVENIENT_WORDS: ReadonlySet<string> = new Set(
  (
    'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO ' +
    'KAGA KAGO KAKA KOGE KOJO KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO ' +
    'QULO RATA RUIN'
  ).split(' '),
);

/** Check-character values (SAT Anexo 3): & = 24, space = 37, Ñ = 38. */
const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export function rfcCheckChar(rfcWithoutCheck: string): string {
  // A company's 11 leading characters are padded to 12 with a space in front.
  const body = rfcWithoutCheck.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += ALPHABET.indexOf(body[i] ?? '') * (13 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

function isRealYymmdd(yymmdd: string): boolean {
  const [yy, mm, dd] = [0, 2, 4].map((i) => Number(yymmdd.slice(i, i + 2))) as [number, number, number];
  // The century is not written; a date is real if it exists in either 19yy or 20yy (29 February).
  return [1900, 2000].some((c) => {
    const d = new Date(Date.UTC(c + yy, mm - 1, dd));
    return d.getUTCMonth() === mm - 1 && d.getUTCDate() === dd;
  });
}

/**
 * Checks an RFC (13 characters for a person, 12 for a company). A wrong check character does not
 * refuse it: about 1.5% of RFCs SAT actually issued fail it (domain.md §2), so the caller should
 * only warn when `checkDigitValid` is false.
 */
export function checkRfc(text: string, kind: RfcKind = 'person'): RfcResult {
  const rfc = text.trim().toUpperCase();
  if (!SHAPE[kind].test(rfc)) return { ok: false, reason: 'format' };
  const nameLength = kind === 'person' ? 4 : 3;
  if (kind === 'person' && INCONVENIENT_WORDS.has(rfc.slice(0, 4))) return { ok: false, reason: 'format' };
  if (!isRealYymmdd(rfc.slice(nameLength, nameLength + 6))) return { ok: false, reason: 'format' };
  return { ok: true, rfc, checkDigitValid: rfcCheckChar(rfc.slice(0, -1)) === rfc.at(-1) };
}
