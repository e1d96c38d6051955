import { describe, expect, it } from 'vitest';
import {
  birthYears,
  cardValidityYears,
  DAY_OF_MONTH_OPTIONS,
  MONTH_OPTIONS,
  WEEKDAY_OPTIONS,
  yearIn,
} from './calendar.ts';

describe('calendar pickers', () => {
  it('offers birth years from 18 years ago back 65 years', () => {
    const years = birthYears(new Date('2026-05-10T12:00:00Z'));
    expect(years).toHaveLength(65);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1944);
  });

  it('offers 50 card-validity years from this year', () => {
    const years = cardValidityYears(new Date('2026-05-10T12:00:00Z'));
    expect(years).toHaveLength(50);
    expect([years[0], years.at(-1)]).toEqual([2026, 2075]);
  });

  it('takes the year in the market’s time zone', () => {
    const newYearInUtc = new Date('2026-01-01T03:00:00Z'); // still 31 December in Mexico City
    expect(yearIn(newYearInUtc, 'America/Mexico_City')).toBe(2025);
    expect(birthYears(newYearInUtc, 'America/Mexico_City')[0]).toBe(2007);
    expect(birthYears(newYearInUtc, 'Africa/Lagos')[0]).toBe(2008);
  });

  it('names weekdays (ISO, Monday = 1), 31 days and 12 months', () => {
    expect(WEEKDAY_OPTIONS.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(WEEKDAY_OPTIONS[0]?.label).toEqual({ en: 'Monday', es: 'Lunes' });
    expect(DAY_OF_MONTH_OPTIONS).toHaveLength(31);
    expect(DAY_OF_MONTH_OPTIONS.slice(0, 3).map((o) => o.label.en)).toEqual(['1st', '2nd', '3rd']);
    expect(DAY_OF_MONTH_OPTIONS.slice(10, 13).map((o) => o.label.en)).toEqual(['11th', '12th', '13th']);
    expect(DAY_OF_MONTH_OPTIONS[20]?.label).toEqual({ en: '21st', es: 'Día 21' });
    expect(MONTH_OPTIONS.map((o) => o.value)).toHaveLength(12);
  });
});
