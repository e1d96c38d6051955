import { describe, expect, it } from 'vitest';
import { contactAllowed, inContactWindow, localDayBounds, nextContactTime } from './contact-window.ts';
import { bucketOf } from './delinquency.ts';

describe('contact window', () => {
  it('holds a reminder due at 23:30 in Mexico City until 07:00 the next morning', () => {
    // 23:30 on 10 March in Mexico City (UTC−6, no daylight saving since 2022) is 05:30Z on the 11th.
    const due = new Date('2026-03-11T05:30:00Z');
    expect(inContactWindow('MX', due)).toBe(false);
    expect(nextContactTime('MX', due).toISOString()).toBe('2026-03-11T13:00:00.000Z');
  });

  it('holds one due at 06:59 until 07:00 the same day, and sends one at 07:00 at once', () => {
    expect(nextContactTime('MX', new Date('2026-03-11T12:59:00Z')).toISOString()).toBe(
      '2026-03-11T13:00:00.000Z',
    );
    const seven = new Date('2026-03-11T13:00:00Z');
    expect(nextContactTime('MX', seven)).toBe(seven);
  });

  it('closes at 22:00 in Mexico and 21:00 in Lagos', () => {
    expect(inContactWindow('MX', new Date('2026-03-11T03:59:00Z'))).toBe(true); // 21:59
    expect(inContactWindow('MX', new Date('2026-03-11T04:00:00Z'))).toBe(false); // 22:00
    expect(inContactWindow('NG', new Date('2026-03-11T19:59:00Z'))).toBe(true); // 20:59 WAT
    expect(inContactWindow('NG', new Date('2026-03-11T20:00:00Z'))).toBe(false); // 21:00 WAT
    expect(nextContactTime('NG', new Date('2026-03-11T20:00:00Z')).toISOString()).toBe(
      '2026-03-12T07:00:00.000Z',
    );
  });

  it("bounds the borrower's local day", () => {
    const { start, end } = localDayBounds('MX', new Date('2026-03-11T05:30:00Z'));
    expect(start.toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-11T06:00:00.000Z');
  });
});

describe('contact allowed', () => {
  it('allows a contact inside the window under the cap, and says when otherwise', () => {
    const noon = new Date('2026-03-11T18:00:00Z'); // 12:00 in Mexico City
    expect(contactAllowed('MX', noon, 2)).toEqual({ allowed: true });
    expect(contactAllowed('MX', noon, 3)).toEqual({
      allowed: false,
      reason: 'cap',
      next: new Date('2026-03-12T13:00:00.000Z'),
    });
    expect(contactAllowed('MX', new Date('2026-03-11T05:30:00Z'), 0)).toEqual({
      allowed: false,
      reason: 'window',
      next: new Date('2026-03-11T13:00:00.000Z'),
    });
  });
});

describe('delinquency buckets', () => {
  it.each([
    [0, undefined],
    [1, 'd1_7'],
    [7, 'd1_7'],
    [8, 'd8_30'],
    [30, 'd8_30'],
    [31, 'd31_60'],
    [61, 'd61_90'],
    [90, 'd61_90'],
    [91, 'd90plus'],
    [400, 'd90plus'],
  ])('%i days past due is in %s', (days, bucket) => {
    expect(bucketOf(days)).toBe(bucket);
  });
});
