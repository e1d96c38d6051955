import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage } from '../errors/catalogue.ts';
import { formatMoney } from '../pricing/format-money.ts';
import {
  OXXO_MIN_MINOR,
  OXXO_PROBLEM_ERRORS,
  OXXO_STORE_LIMIT_MINOR,
  oxxoExpiry,
  oxxoReferenceProblem,
} from './oxxo.ts';

describe('what one OXXO payment may be', () => {
  it.each([
    [999, 'belowStoreMinimum'],
    [0, 'belowStoreMinimum'],
    [-100, 'belowStoreMinimum'],
    [1_000, undefined],
    [36_100, undefined],
    [1_000_000, undefined],
    [1_000_001, 'aboveStoreLimit'],
  ] as const)('%d centavos → %s', (amount, problem) => {
    expect(oxxoReferenceProblem(amount)).toBe(problem);
  });

  it('is between MXN 10.00 and MXN 10,000.00', () => {
    expect(formatMoney(OXXO_MIN_MINOR, 'MX', 'en')).toBe('$10.00');
    expect(formatMoney(OXXO_STORE_LIMIT_MINOR, 'MX', 'en')).toBe('$10,000.00');
  });

  it('refuses to judge an amount that is not whole centavos', () => {
    expect(() => oxxoReferenceProblem(1_000.5)).toThrow(RangeError);
  });

  it('answers each problem with a repayment error', () => {
    expect(ERRORS[OXXO_PROBLEM_ERRORS.aboveStoreLimit].code).toBe(10010609);
    expect(ERRORS[OXXO_PROBLEM_ERRORS.belowStoreMinimum].code).toBe(10010610);
    expect(errorMessage('oxxoAboveStoreLimit', 'en', { limit: '$10,000.00' })).toBe(
      'OXXO takes at most $10,000.00 in one payment; pay in parts or by transfer',
    );
  });
});

describe('when an OXXO voucher expires', () => {
  it.each([
    // Mexico City has been UTC−6 all year since October 2022.
    [
      'issued on a Monday morning, 3 days (the default)',
      '2026-03-09T15:00:00Z',
      3,
      '2026-03-13T05:59:59.000Z',
    ],
    [
      "Stripe's example: Monday with 2 days is Wednesday 23:59",
      '2026-03-09T15:00:00Z',
      2,
      '2026-03-12T05:59:59.000Z',
    ],
    // 23:30 on 2026-03-09 in Mexico City is already 2026-03-10 in UTC: the local day counts.
    ['issued late in the evening, local time', '2026-03-10T05:30:00Z', 3, '2026-03-13T05:59:59.000Z'],
    ['issued just after local midnight', '2026-03-10T06:00:00Z', 1, '2026-03-12T05:59:59.000Z'],
    ['across a month and a year', '2026-12-30T18:00:00Z', 3, '2027-01-03T05:59:59.000Z'],
    ['across the 2028 leap day', '2028-02-27T18:00:00Z', 3, '2028-03-02T05:59:59.000Z'],
  ])('%s', (_name, issued, days, expires) => {
    expect(oxxoExpiry(new Date(issued), days).toISOString()).toBe(expires);
  });

  it('defaults to 3 days in Mexico City', () => {
    expect(oxxoExpiry(new Date('2026-03-09T15:00:00Z')).toISOString()).toBe('2026-03-13T05:59:59.000Z');
  });

  it.each([
    // Mexico City kept summer time until 2022: first Sunday of April to last Sunday of October.
    [
      'into Mexico City summer time (2022-04-03)',
      '2022-04-01T18:00:00Z',
      3,
      'America/Mexico_City',
      '2022-04-05T04:59:59.000Z',
    ],
    ['out of it (2022-10-30)', '2022-10-28T18:00:00Z', 3, 'America/Mexico_City', '2022-11-01T05:59:59.000Z'],
    [
      'New York, clocks forward on 2026-03-08',
      '2026-03-06T17:00:00Z',
      3,
      'America/New_York',
      '2026-03-10T03:59:59.000Z',
    ],
    [
      'New York, clocks back on 2026-11-01',
      '2026-10-30T16:00:00Z',
      3,
      'America/New_York',
      '2026-11-03T04:59:59.000Z',
    ],
    ['Lagos, no change of clocks', '2026-03-09T12:00:00Z', 3, 'Africa/Lagos', '2026-03-12T22:59:59.000Z'],
    ['a half-hour zone (Kolkata)', '2026-03-09T20:00:00Z', 1, 'Asia/Kolkata', '2026-03-11T18:29:59.000Z'],
  ])('keeps 23:59:59 local across a change of offset: %s', (_name, issued, days, zone, expires) => {
    expect(oxxoExpiry(new Date(issued), days, zone).toISOString()).toBe(expires);
  });

  it('always falls at 23:59:59 on the right local day (every hour of a year, Mexico City and New York)', () => {
    for (const zone of ['America/Mexico_City', 'America/New_York']) {
      const clock = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      for (let hour = 0; hour < 366 * 24; hour += 5) {
        const issued = new Date(Date.UTC(2022, 0, 1) + hour * 3_600_000);
        const expiry = oxxoExpiry(issued, 3, zone);
        const issuedDay = Date.parse(`${day.format(issued)}T00:00:00Z`);
        const expiryDay = Date.parse(`${day.format(expiry)}T00:00:00Z`);
        expect((expiryDay - issuedDay) / 86_400_000).toBe(3);
        expect(clock.format(expiry).slice(-8)).toBe('23:59:59');
      }
    }
  });

  it.each([0, -1, 1.5])('refuses a life of %d days', (days) => {
    expect(() => oxxoExpiry(new Date('2026-03-09T15:00:00Z'), days)).toThrow(RangeError);
  });

  it('refuses an invalid issue time', () => {
    expect(() => oxxoExpiry(new Date('nope'))).toThrow(RangeError);
  });
});
