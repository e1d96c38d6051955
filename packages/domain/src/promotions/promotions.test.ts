import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { LOAN_PRODUCTS } from '../pricing/products.ts';
import { PROMOTION_CAMPAIGNS } from './campaign.ts';
import { PROMOTION_STEPS } from './progress-steps.ts';
import { promotionView } from './promotion-payloads.ts';
import { promotionRate } from './promotion-rate.ts';
import { marketDayBounds, vacanciesLeft } from './vacancies.ts';

const firstRates = (market: string) =>
  LOAN_PRODUCTS.filter((p) => p.market === market).map((p) => p.interestPpmPerDay.first);

describe('the promotion rate', () => {
  it("is the lowest first-loan rate of the market's products, written by Intl", () => {
    const mx = promotionRate('MX', 'en');
    expect(mx.ppmPerDay).toBe(Math.min(...firstRates('MX')));
    const expected = new Intl.NumberFormat('en-MX', { style: 'percent', maximumFractionDigits: 4 }).format(
      mx.ppmPerDay / 1_000_000,
    );
    expect(mx.percent).toBe(expected);
    expect(mx.text).toBe(`Interest from ${expected} a day on your first loan`);
    expect(promotionRate('NG', 'es').text).toMatch(/^Interés desde .+ diario en tu primer préstamo$/);
  });

  it('follows the configuration: a cheaper product lowers it', () => {
    const cheaper: LoanProduct[] = LOAN_PRODUCTS.map((p) =>
      p.id === 'mx-180' ? { ...p, interestPpmPerDay: { first: 450, repeat: 300 } } : p,
    );
    const rate = promotionRate('MX', 'en', cheaper);
    expect(rate.ppmPerDay).toBe(450);
    expect(rate.percent).toBe('0.045%');
    expect(() => promotionRate('MX', 'en', [])).toThrow(/no products/);
  });
});

describe('the progress steps', () => {
  it('are the four steps of the spec, in both languages', () => {
    expect(PROMOTION_STEPS.map((s) => s.label.en)).toEqual([
      'Check personal info',
      'Confirm credit score',
      'Intelligent decision',
      'Review completed',
    ]);
    for (const step of PROMOTION_STEPS) expect(step.label.es).not.toBe(step.label.en);
  });
});

describe('vacancies', () => {
  it('count down from the daily capacity and stop at zero', () => {
    const rule = { kind: 'daily', capacity: 3 } as const;
    expect(vacanciesLeft(rule, 0)).toEqual({ left: 3, capacity: 3 });
    expect(vacanciesLeft(rule, 2)).toEqual({ left: 1, capacity: 3 });
    expect(vacanciesLeft(rule, 3)).toEqual({ left: 0, capacity: 3 });
    expect(vacanciesLeft(rule, 40)).toEqual({ left: 0, capacity: 3 });
  });

  it('are not shown at all when the campaign does not count them', () => {
    expect(vacanciesLeft({ kind: 'none' }, 0)).toBeNull();
    expect(vacanciesLeft({ kind: 'none' }, 12)).toBeNull();
  });

  it('every configured campaign either counts or shows nothing', () => {
    for (const campaign of Object.values(PROMOTION_CAMPAIGNS)) {
      const { vacancies } = campaign;
      if (vacancies.kind === 'daily') expect(Number.isInteger(vacancies.capacity)).toBe(true);
      else expect(vacancies.kind).toBe('none');
    }
  });

  it("are counted over the market's own day", () => {
    // 03:00 UTC is still the evening before in Mexico City (UTC-6) and already 04:00 in Lagos (UTC+1).
    const now = new Date('2026-03-10T03:00:00Z');
    expect(marketDayBounds(now, 'America/Mexico_City')).toEqual({
      start: new Date('2026-03-09T06:00:00Z'),
      end: new Date('2026-03-10T06:00:00Z'),
    });
    expect(marketDayBounds(now, 'Africa/Lagos')).toEqual({
      start: new Date('2026-03-09T23:00:00Z'),
      end: new Date('2026-03-10T23:00:00Z'),
    });
    // A zone with summer time: the day of the change is 23 hours long.
    const change = marketDayBounds(new Date('2026-03-08T15:00:00Z'), 'America/New_York');
    expect(change.start).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(change.end).toEqual(new Date('2026-03-09T04:00:00Z'));
  });
});

describe('the /yx3 view', () => {
  it('brings the rate, the steps and the counter together in the language asked', () => {
    const view = promotionView('MX', 'es', 5, { market: 'MX', vacancies: { kind: 'daily', capacity: 8 } });
    expect(view.rateText).toBe(promotionRate('MX', 'es').text);
    expect(view.steps.map((s) => s.label)).toEqual(PROMOTION_STEPS.map((s) => s.label.es));
    expect(view.vacancies).toEqual({ left: 3, capacity: 8 });
    expect(promotionView('NG', 'en', 5, { market: 'NG', vacancies: { kind: 'none' } }).vacancies).toBeNull();
  });
});
