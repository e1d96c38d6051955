/**
 * The 32 Mexican federal entities with their CURP birth-state code and the first two digits of their
 * postal codes.
 * Sources (domain.md §1, §8): CURP codes from python-stdnum `stdnum/mx/curp.py` `_valid_states` and
 * validate-curp `src/validStates.js`; postal prefixes from Wikipedia "Postal codes in Mexico"
 * (SEPOMEX ranges; 00, 17, 18 and 19 are unused). Names as INEGI writes them, short form.
 */
import type { Localized } from '../i18n/language.ts';

export interface MxState {
  /** Positions 12–13 of a CURP. */
  curpCode: string;
  name: Localized;
  /** Inclusive ranges of the first two postal-code digits. */
  postalPrefixes: readonly (readonly [number, number])[];
}

const same = (name: string): Localized => ({ en: name, es: name });

export const MX_STATES: readonly MxState[] = [
  { curpCode: 'AS', name: same('Aguascalientes'), postalPrefixes: [[20, 20]] },
  { curpCode: 'BC', name: same('Baja California'), postalPrefixes: [[21, 22]] },
  { curpCode: 'BS', name: same('Baja California Sur'), postalPrefixes: [[23, 23]] },
  { curpCode: 'CC', name: same('Campeche'), postalPrefixes: [[24, 24]] },
  { curpCode: 'CL', name: same('Coahuila'), postalPrefixes: [[25, 27]] },
  { curpCode: 'CM', name: same('Colima'), postalPrefixes: [[28, 28]] },
  { curpCode: 'CS', name: same('Chiapas'), postalPrefixes: [[29, 30]] },
  { curpCode: 'CH', name: same('Chihuahua'), postalPrefixes: [[31, 33]] },
  { curpCode: 'DF', name: { en: 'Mexico City', es: 'Ciudad de México' }, postalPrefixes: [[1, 16]] },
  { curpCode: 'DG', name: same('Durango'), postalPrefixes: [[34, 35]] },
  { curpCode: 'GT', name: same('Guanajuato'), postalPrefixes: [[36, 38]] },
  { curpCode: 'GR', name: same('Guerrero'), postalPrefixes: [[39, 41]] },
  { curpCode: 'HG', name: same('Hidalgo'), postalPrefixes: [[42, 43]] },
  { curpCode: 'JC', name: same('Jalisco'), postalPrefixes: [[44, 49]] },
  { curpCode: 'MC', name: { en: 'State of Mexico', es: 'Estado de México' }, postalPrefixes: [[50, 57]] },
  { curpCode: 'MN', name: same('Michoacán'), postalPrefixes: [[58, 61]] },
  { curpCode: 'MS', name: same('Morelos'), postalPrefixes: [[62, 62]] },
  { curpCode: 'NT', name: same('Nayarit'), postalPrefixes: [[63, 63]] },
  { curpCode: 'NL', name: same('Nuevo León'), postalPrefixes: [[64, 67]] },
  { curpCode: 'OC', name: same('Oaxaca'), postalPrefixes: [[68, 71]] },
  { curpCode: 'PL', name: same('Puebla'), postalPrefixes: [[72, 75]] },
  { curpCode: 'QT', name: same('Querétaro'), postalPrefixes: [[76, 76]] },
  { curpCode: 'QR', name: same('Quintana Roo'), postalPrefixes: [[77, 77]] },
  { curpCode: 'SP', name: same('San Luis Potosí'), postalPrefixes: [[78, 79]] },
  { curpCode: 'SL', name: same('Sinaloa'), postalPrefixes: [[80, 82]] },
  { curpCode: 'SR', name: same('Sonora'), postalPrefixes: [[83, 85]] },
  { curpCode: 'TC', name: same('Tabasco'), postalPrefixes: [[86, 86]] },
  { curpCode: 'TS', name: same('Tamaulipas'), postalPrefixes: [[87, 89]] },
  { curpCode: 'TL', name: same('Tlaxcala'), postalPrefixes: [[90, 90]] },
  { curpCode: 'VZ', name: same('Veracruz'), postalPrefixes: [[91, 96]] },
  { curpCode: 'YN', name: same('Yucatán'), postalPrefixes: [[97, 97]] },
  { curpCode: 'ZS', name: same('Zacatecas'), postalPrefixes: [[98, 99]] },
];

/** CURP code for people born abroad ("nacido en el extranjero"); not a state. */
export const CURP_BORN_ABROAD = 'NE';

export function mxStateByCurpCode(code: string): MxState | undefined {
  return MX_STATES.find((s) => s.curpCode === code);
}

/** The state a 5-digit postal code belongs to, or undefined for a malformed or unused code. */
export function mxStateForPostalCode(postalCode: string): MxState | undefined {
  if (!/^\d{5}$/.test(postalCode)) return undefined;
  const prefix = Number(postalCode.slice(0, 2));
  return MX_STATES.find((s) => s.postalPrefixes.some(([from, to]) => prefix >= from && prefix <= to));
}
