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

  it.each([
    [100_000, 900, 30, 2700],
    [227_500, 75_000, 1, 17_063], // 17,062.5 rounds up
    [291_667, 900, 30, 7875], // 7,875.009 rounds down
    [1, 499_999, 1, 0],
    [1, 500_000, 1, 1],
    // The largest product the spec allows: 500,000 naira × 0.98 % a day × 365 days.
    [50_000_000, 9_800, 365, 178_850_000],
    // Beyond 2^53 before the division: exact, because the product is taken in BigInt.
    [9_000_000_000_000, 999_999, 365, 3_284_996_715_000_000],
  ])('applyPpm(%i, %i ppm, × %i) = %i', (amount, ppm, times, expected) => {
    expect(applyPpm(amount, ppm, times)).toBe(expected);
  });

  it('refuses rates on fractions or negative amounts', () => {
    expect(() => applyPpm(100.5, 900)).toThrow(RangeError);
    expect(() => applyPpm(-100, 900)).toThrow(RangeError);
    expect(() => applyPpm(Number.MAX_SAFE_INTEGER, 1_000_000, 2)).toThrow(RangeError);
  });

  it('converts between major and minor units without losing a cent', () => {
    expect(toMinor(1234.56)).toBe(123_456);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(123_456)).toBe(1234.56);
    expect(() => toMinor(1.005)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(ppmToPercent(900)).toBe(0.09);
    expect(ppmToPercent(75_000)).toBe(7.5);
  });

  it('round-trips every amount of cents a loan could hold, and refuses a tenth of a cent at any size', () => {
    for (const minor of [1, 99, 5_000_000, 8_240_282_387_010, 8_628_280_937_429, 2 ** 50 + 7]) {
      expect(toMinor(toMajor(minor))).toBe(minor);
    }
    expect(() => toMinor(82_402_823_870.105)).toThrow(RangeError);
    expect(() => toMinor(2 ** 53)).toThrow(RangeError);
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
