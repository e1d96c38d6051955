import { describe, expect, it } from 'vitest';
import type { MarketId } from '../markets/markets.ts';
import { PARTNER_OFFERS, REPAY_COLORS } from './partner-offers.ts';

describe('partner offers after a rejection', () => {
  it.each<[MarketId, string]>([
    ['MX', 'CAT'],
    ['NG', 'APR'],
  ])(
    '%s: illustrative offers, each marked as an example, with a range, a %s and a link',
    (market, costName) => {
      const offers = PARTNER_OFFERS[market];
      expect(offers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
      for (const offer of offers) {
        expect(offer.id.startsWith(market.toLowerCase())).toBe(true);
        expect(offer.name).toMatch(/\(example partner\)$/);
        expect(offer.amount.min).toBeLessThan(offer.amount.max);
        expect(offer.rate.en).toContain(costName);
        expect(offer.rate.es).not.toBe('');
        expect(offer.url).toMatch(/^https:\/\/example\.com\//);
      }
    },
  );

  it('colours each repayment state differently', () => {
    const colors = Object.values(REPAY_COLORS);
    expect(Object.keys(REPAY_COLORS)).toEqual(['onTime', 'dueSoon', 'overdue']);
    expect(colors.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(new Set(colors).size).toBe(3);
  });
});
