import { describe, expect, it } from 'vitest';
import { addDays, applyPpm, dateIn, daysBetween, ppmToPercent, roundDiv, toMajor, toMinor } from './money.ts';

describe('money arithmetic', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [0, 7, 0],
    [2 ** 52, 3, 1501199875790165],
  ])('roundDiv(%i, %i) = %i (half up)', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });

  it('refuses fractions and negative or zero divisors', () => {
    expect(() => roundDiv(1.5, 2)).toThrow(RangeError);
    expect(() => roundDiv(1, 0)).toThrow(RangeError);
    expect(() => roundDiv(-1, 2)).toThrow(RangeError);
  });

  it('applies rates in parts per million', () => {
    expect(applyPpm(100_000, 900, 30)).toBe(2700);
    expect(applyPpm(227_500, 75_000)).toBe(17_063);
  });

  it('converts between major and minor units without losing a cent', () => {
    expect(toMinor(1234.56)).toBe(123_456);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(123_456)).toBe(1234.56);
    expect(() => toMinor(1.005)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(ppmToPercent(900)).toBe(0.09);
  });

  it('counts calendar days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(daysBetween('2026-11-21', '2027-02-20')).toBe(91);
  });

  it('reads the calendar date of an instant in the market time zone', () => {
    const lateEvening = new Date('2026-11-22T03:30:00Z');
    expect(dateIn(lateEvening, 'America/Mexico_City')).toBe('2026-11-21');
    expect(dateIn(lateEvening, 'Africa/Lagos')).toBe('2026-11-22');
  });
});
