/**
 * The 5-digit SPEI institution code (`institucionContraparte`) of the bank a CLABE opens at, from
 * the CLABE's 3-digit ABM code, as the public `clabe` library (cuenca-mx/clabe-python, BANKS) maps
 * them: Banxico is 2001, development banks 37xxx, non-bank participants (600 and up) 90xxx, every
 * other bank 40xxx.
 */
const DEVELOPMENT_BANKS = new Set(['006', '009', '019', '135', '166', '168']);

export function speiInstitution(abm: string): string {
  if (!/^\d{3}$/.test(abm)) throw new RangeError(`${abm} is not an ABM bank code`);
  if (abm === '001') return '2001';
  if (DEVELOPMENT_BANKS.has(abm)) return `37${abm}`;
  if (Number(abm) >= 600) return `90${abm}`;
  return `40${abm}`;
}
