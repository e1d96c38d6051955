import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDay,
  formatInstant,
  formatInstantDay,
  formatMoney,
  formatPercent,
} from './format-money.ts';

/** Intl separates a currency symbol with a no-break space in some locales; compare what one reads. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('reads MXN in pesos in English and Spanish', () => {
    expect(formatAmount(12345.5, 'MXN', 'en')).toBe('$12,345.50');
    expect(formatAmount(12345.5, 'MXN', 'es')).toBe('$12,345.50');
    expect(formatAmount(0.07, 'MXN', 'en')).toBe('$0.07');
  });

  it('reads NGN in naira, with the Spanish separators in Spanish', () => {
    expect(formatAmount(12345.5, 'NGN', 'en')).toBe('₦12,345.50');
    expect(plain(formatAmount(12345.5, 'NGN', 'es'))).toBe('12.345,50 ₦');
  });

  it('drops the cents of a round figure only when asked', () => {
    expect(formatAmount(50000, 'MXN', 'en', { whole: true })).toBe('$50,000');
    expect(formatAmount(50000, 'MXN', 'en')).toBe('$50,000.00');
    expect(formatAmount(999.5, 'NGN', 'en', { whole: true })).toBe('₦999.50');
  });
});

describe('minor units, as the service holds them', () => {
  it('reads the market’s currency from minor units, whole when asked', () => {
    expect(formatMoney(1_234_550, 'MX', 'en')).toBe('$12,345.50');
    expect(formatMoney(500_000, 'NG', 'en', { whole: true })).toBe('₦5,000');
    expect(formatDate('2026-03-05', 'MX', 'es')).toBe('5 mar 2026');
    expect(formatDate(new Date('2026-03-06T03:00:00Z'), 'MX', 'en')).toBe('Mar 5, 2026');
  });
});

describe('rates', () => {
  it('shows the percentages of the wire as they are', () => {
    expect(formatPercent(0.09, 'MXN', 'en')).toBe('0.09%');
    expect(formatPercent(0.5, 'NGN', 'en')).toBe('0.5%');
    expect(formatPercent(791.6, 'MXN', 'en')).toBe('791.6%');
  });
});

describe('dates', () => {
  it('shows a due date as the calendar day it is, in any time zone', () => {
    expect(formatDay('2026-03-05', 'MXN', 'en')).toBe('Mar 5, 2026');
    expect(formatDay('2026-03-05', 'MXN', 'es')).toBe('5 mar 2026');
    expect(formatDay('2026-03-05', 'NGN', 'en')).toBe('5 Mar 2026');
  });

  it("shows an instant on the market's clock", () => {
    // 05:30 UTC is still the 4th in Mexico City (UTC−6) and already 06:30 in Lagos (UTC+1).
    expect(formatInstantDay('2026-03-05T05:30:00.000Z', 'MXN', 'en')).toBe('Mar 4, 2026');
    expect(formatInstantDay('2026-03-05T05:30:00.000Z', 'NGN', 'en')).toBe('5 Mar 2026');
    expect(plain(formatInstant('2026-03-05T20:05:00.000Z', 'MXN', 'es'))).toBe('5 mar 2026, 2:05 p.m.');
    expect(plain(formatInstant('2026-03-05T20:05:00.000Z', 'NGN', 'en'))).toBe('5 Mar 2026, 21:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatDay('soon', 'MXN', 'en')).toBe('soon');
    expect(formatInstant('later', 'NGN', 'es')).toBe('later');
  });
});
