import { describe, expect, it } from 'vitest';
import { SUPPORT_HOURS, supportHoursText, supportStatus, weekdayName } from './support-hours.ts';

const MX = 'America/Mexico_City';
const NG = 'Africa/Lagos';

describe('support hours: 9:00–18:00 Monday to Friday, in the market’s time', () => {
  it.each([
    // Mexico City is UTC−6 all year (no summer time since 2022).
    [
      'Wednesday 8:59 in Mexico City',
      '2026-11-18T14:59:00Z',
      MX,
      { open: false, nextOpening: { inDays: 0, weekday: 3 } },
    ],
    ['Wednesday 9:00 in Mexico City', '2026-11-18T15:00:00Z', MX, { open: true }],
    ['Wednesday 17:59 in Mexico City', '2026-11-18T23:59:00Z', MX, { open: true }],
    [
      'Wednesday 18:00 in Mexico City',
      '2026-11-19T00:00:00Z',
      MX,
      { open: false, nextOpening: { inDays: 1, weekday: 4 } },
    ],
    [
      'Friday 18:30 in Mexico City',
      '2026-11-21T00:30:00Z',
      MX,
      { open: false, nextOpening: { inDays: 3, weekday: 1 } },
    ],
    [
      'Saturday noon in Mexico City',
      '2026-11-21T18:00:00Z',
      MX,
      { open: false, nextOpening: { inDays: 2, weekday: 1 } },
    ],
    [
      'Sunday 23:00 in Mexico City',
      '2026-11-23T05:00:00Z',
      MX,
      { open: false, nextOpening: { inDays: 1, weekday: 1 } },
    ],
    // The same instant, 7 hours later on Lagos clocks (UTC+1): Monday 6:00 there, not yet open.
    [
      'Monday 6:00 in Lagos',
      '2026-11-23T05:00:00Z',
      NG,
      { open: false, nextOpening: { inDays: 0, weekday: 1 } },
    ],
    ['Monday 9:00 in Lagos', '2026-11-23T08:00:00Z', NG, { open: true }],
    ['Friday 17:30 in Lagos, still Friday 10:30 in Mexico City', '2026-11-20T16:30:00Z', NG, { open: true }],
  ] as const)('%s', (_, instant, zone, status) => {
    expect(supportStatus(new Date(instant), zone)).toEqual(status);
  });

  it('is open at a Lagos hour when Mexico City is closed', () => {
    const early = new Date('2026-11-18T09:00:00Z'); // 10:00 in Lagos, 3:00 in Mexico City
    expect(supportStatus(early, NG).open).toBe(true);
    expect(supportStatus(early, MX).open).toBe(false);
  });

  it('follows the configured hours', () => {
    const saturdays = { ...SUPPORT_HOURS, weekdays: [1, 2, 3, 4, 5, 6], closesMinute: 20 * 60 };
    expect(supportStatus(new Date('2026-11-21T18:00:00Z'), MX, saturdays)).toEqual({ open: true });
    expect(supportStatus(new Date('2026-11-20T01:30:00Z'), MX, saturdays)).toEqual({ open: true });
  });

  it('writes the hours in each language with the market’s clock', () => {
    expect(supportHoursText('MX', 'en')).toBe('Monday to Friday, 9:00 to 18:00 (Mexico City time)');
    expect(supportHoursText('MX', 'es')).toBe(
      'De lunes a viernes, de 9:00 a 18:00 (hora de la Ciudad de México)',
    );
    expect(supportHoursText('NG', 'en')).toBe('Monday to Friday, 9:00 to 18:00 (Lagos time)');
    expect(weekdayName(7, 'NG', 'es')).toBe('domingo');
  });
});
