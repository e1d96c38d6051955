/**
 * Generated pickers (spec §3, §5): paydays by weekday or day of month, months, birth years and
 * card-validity years. Years depend on "today", so they take the business date as an argument.
 */
import { type Option, option } from './option.ts';

/** ISO weekday numbers, Monday = 1. */
export const WEEKDAY_OPTIONS: readonly Option[] = [
  option('1', 'Monday', 'Lunes'),
  option('2', 'Tuesday', 'Martes'),
  option('3', 'Wednesday', 'Miércoles'),
  option('4', 'Thursday', 'Jueves'),
  option('5', 'Friday', 'Viernes'),
  option('6', 'Saturday', 'Sábado'),
  option('7', 'Sunday', 'Domingo'),
];

const ordinal = (n: number) => {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
};

export const DAY_OF_MONTH_OPTIONS: readonly Option[] = Array.from({ length: 31 }, (_, i) =>
  option(String(i + 1), ordinal(i + 1), `Día ${i + 1}`),
);

export const MONTH_OPTIONS: readonly Option[] = [
  ['January', 'Enero'],
  ['February', 'Febrero'],
  ['March', 'Marzo'],
  ['April', 'Abril'],
  ['May', 'Mayo'],
  ['June', 'Junio'],
  ['July', 'Julio'],
  ['August', 'Agosto'],
  ['September', 'Septiembre'],
  ['October', 'Octubre'],
  ['November', 'Noviembre'],
  ['December', 'Diciembre'],
].map(([en, es], i) => option(String(i + 1), en ?? '', es ?? ''));

export const MIN_BORROWER_AGE = 18;
export const BIRTH_YEAR_SPAN = 65;
export const CARD_VALIDITY_SPAN = 50;

/** The calendar year of an instant in a time zone (the market's), so 1 January is not UTC's. */
export function yearIn(date: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date));
}

/** Birth years from 18 years before `today` back over 65 years, newest first (spec §5). */
export function birthYears(today: Date, timeZone = 'UTC'): number[] {
  const newest = yearIn(today, timeZone) - MIN_BORROWER_AGE;
  return Array.from({ length: BIRTH_YEAR_SPAN }, (_, i) => newest - i);
}

/** Card valid-thru years: this year and the 49 after it (spec §5, "card validity is 50 years"). */
export function cardValidityYears(today: Date, timeZone = 'UTC'): number[] {
  const first = yearIn(today, timeZone);
  return Array.from({ length: CARD_VALIDITY_SPAN }, (_, i) => first + i);
}
