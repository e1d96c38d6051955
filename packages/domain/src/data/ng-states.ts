/**
 * Nigeria's 36 states and the Federal Capital Territory with their 774 local government areas,
 * read from ng-states-lgas.json (source, licence and spelling fixes: SOURCES.md beside this file).
 * Codes are ISO 3166-2:NG subdivision codes without the "NG-" prefix.
 */
import lgasByState from './ng-states-lgas.json';

export interface NgState {
  code: string;
  name: string;
  lgas: readonly string[];
}

const ISO_CODES: Record<string, string> = {
  Abia: 'AB',
  Adamawa: 'AD',
  'Akwa Ibom': 'AK',
  Anambra: 'AN',
  Bauchi: 'BA',
  Bayelsa: 'BY',
  Benue: 'BE',
  Borno: 'BO',
  'Cross River': 'CR',
  Delta: 'DE',
  Ebonyi: 'EB',
  Edo: 'ED',
  Ekiti: 'EK',
  Enugu: 'EN',
  'Federal Capital Territory': 'FC',
  Gombe: 'GO',
  Imo: 'IM',
  Jigawa: 'JI',
  Kaduna: 'KD',
  Kano: 'KN',
  Katsina: 'KT',
  Kebbi: 'KE',
  Kogi: 'KO',
  Kwara: 'KW',
  Lagos: 'LA',
  Nasarawa: 'NA',
  Niger: 'NI',
  Ogun: 'OG',
  Ondo: 'ON',
  Osun: 'OS',
  Oyo: 'OY',
  Plateau: 'PL',
  Rivers: 'RI',
  Sokoto: 'SO',
  Taraba: 'TA',
  Yobe: 'YO',
  Zamfara: 'ZA',
};

export const NG_STATES: readonly NgState[] = Object.entries(lgasByState as Record<string, string[]>).map(
  ([name, lgas]) => ({ code: ISO_CODES[name] ?? '', name, lgas }),
);

export function ngStateByCode(code: string): NgState | undefined {
  return NG_STATES.find((s) => s.code === code);
}

export function ngStateByName(name: string): NgState | undefined {
  const wanted = name.trim().toLowerCase();
  return NG_STATES.find((s) => s.name.toLowerCase() === wanted);
}

/** Whether the LGA belongs to the state (given by code or name), for the state → LGA cascade. */
export function isNgLga(state: string, lga: string): boolean {
  const found = ngStateByCode(state) ?? ngStateByName(state);
  return found?.lgas.includes(lga) ?? false;
}
