/** Option lists of the personal-info form (spec §3): gender, family, schooling, housing, purpose. */
import type { MarketId } from '../markets/markets.ts';
import { type Option, option } from './option.ts';

export const GENDER_OPTIONS = [
  option('male', 'Male', 'Hombre'),
  option('female', 'Female', 'Mujer'),
] as const;
export type Gender = (typeof GENDER_OPTIONS)[number]['value'];

/** The numeric form of gender in the other reading of the spec: 1 male, 2 female. */
export const GENDER_CODES: Record<Gender, 1 | 2> = { male: 1, female: 2 };

export function genderFromCode(code: unknown): Gender | undefined {
  if (code === 1 || code === '1') return 'male';
  if (code === 2 || code === '2') return 'female';
  return undefined;
}

export const MARITAL_STATUS_OPTIONS: readonly Option[] = [
  option('single', 'Single', 'Soltero(a)'),
  option('married', 'Married', 'Casado(a)'),
  option('divorced', 'Divorced', 'Divorciado(a)'),
  option('widowed', 'Widowed', 'Viudo(a)'),
];

/**
 * Schooling as each market names it. Mexico: secundaria (`seniorSchool`) comes before
 * preparatoria (`highSchool`), as the spec orders them. Nigeria's values are the spec's labels in
 * camelCase, since the spec gives no wire values for that reading.
 */
export const EDUCATION_OPTIONS: Record<MarketId, readonly Option[]> = {
  MX: [
    option('noEducated', 'No formal schooling', 'Sin estudios'),
    option('primaryschool', 'Primary school', 'Primaria'),
    option('seniorSchool', 'Lower secondary school', 'Secundaria'),
    option('highSchool', 'High school', 'Preparatoria o bachillerato'),
    option('bachelors', "Bachelor's degree", 'Licenciatura'),
    option('masters', "Master's degree or higher", 'Maestría o doctorado'),
  ],
  NG: [
    option('noEducation', 'No formal education', 'Sin estudios'),
    option('primary', 'Primary', 'Primaria'),
    option('secondary', 'Secondary', 'Secundaria'),
    option('graduate', 'Graduate (degree or HND)', 'Universitario (licenciatura o HND)'),
    option('postGraduate', 'Post-graduate', 'Posgrado'),
  ],
};

export const RESIDENCE_TYPE_OPTIONS: readonly Option[] = [
  option('ownHouse', 'Own home', 'Casa propia'),
  option('rened', 'Rented', 'Rentada'),
  option('others', 'Other', 'Otra'),
];

export const LOAN_PURPOSE_OPTIONS: readonly Option[] = [
  option('familyFunction', 'Family event', 'Evento familiar'),
  option('holidayTravel', 'Holiday or travel', 'Vacaciones o viaje'),
  option('education', 'Education', 'Educación'),
  option('health', 'Health', 'Salud'),
  option('otherPersonalUse', 'Other personal use', 'Otro uso personal'),
];
