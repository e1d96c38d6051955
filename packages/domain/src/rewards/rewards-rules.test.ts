import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets/markets.ts';
import { BANK_ACCOUNT_COUPON, COUPON_DEFINITIONS, findCouponDefinition } from './coupon-definitions.ts';
import { couponState, couponUseProblem, couponValidUntil } from './coupon-rules.ts';
import { PRIZE_TABLES, prizeAt, totalWeight } from './prize-draw.ts';

describe('coupon rules', () => {
  const held = { minLoanMinor: 300_000, validUntil: couponValidUntil('2026-11-22', 30), used: false };

  it('counts the day of granting in the validity', () => {
    expect(held.validUntil).toBe('2026-12-21');
  });

  it('is usable until its last day, then expired; used wins over both', () => {
    expect(couponState(held, '2026-12-21')).toBe('usable');
    expect(couponState(held, '2026-12-22')).toBe('expired');
    expect(couponState({ ...held, used: true }, '2026-11-23')).toBe('used');
  });

  it('says why it cannot be used on a loan', () => {
    expect(couponUseProblem(held, 300_000, '2026-12-01')).toBeUndefined();
    expect(couponUseProblem(held, 299_999, '2026-12-01')).toBe('couponBelowMinimum');
    expect(couponUseProblem(held, 300_000, '2026-12-22')).toBe('couponExpired');
    expect(couponUseProblem({ ...held, used: true }, 300_000, '2026-12-01')).toBe('couponUsed');
  });

  it('configures a bank-account coupon of the market for every market, and every prize exists', () => {
    for (const market of Object.keys(MARKETS) as (keyof typeof MARKETS)[]) {
      expect(findCouponDefinition(BANK_ACCOUNT_COUPON[market])?.market).toBe(market);
      for (const prize of PRIZE_TABLES[market]) {
        expect(findCouponDefinition(prize.couponDefinitionId)?.market).toBe(market);
      }
    }
    expect(new Set(COUPON_DEFINITIONS.map((d) => d.id)).size).toBe(COUPON_DEFINITIONS.length);
    expect(findCouponDefinition('mx-bank-account-100')?.value).toBe(10_000);
  });
});

describe('the prize draw', () => {
  it('gives each prize exactly its weight of the tickets', () => {
    const table = PRIZE_TABLES.MX;
    const won = new Map<string, number>();
    for (let ticket = 0; ticket < totalWeight(table); ticket++) {
      const prize = prizeAt(table, ticket);
      won.set(prize.id, (won.get(prize.id) ?? 0) + 1);
    }
    expect(Object.fromEntries(won)).toEqual(Object.fromEntries(table.map((p) => [p.id, p.weight])));
  });

  it('refuses a ticket outside the table', () => {
    expect(() => prizeAt(PRIZE_TABLES.MX, -1)).toThrow(RangeError);
    expect(() => prizeAt(PRIZE_TABLES.MX, totalWeight(PRIZE_TABLES.MX))).toThrow(RangeError);
    expect(() => prizeAt(PRIZE_TABLES.MX, 1.5)).toThrow(RangeError);
  });
});
