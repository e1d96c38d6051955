import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../i18n/locale.ts';
import {
  businessDate,
  marketDateTime,
  marketOf,
  money,
  moneyMajor,
  percent,
  waited,
} from './market-format.ts';

describe('market formatting', () => {
  it('turns minor units into the market currency, in the member language', () => {
    chooseLanguage('es');
    expect(money(150_050, 'MXN')).toBe('$1,500.50');
    // es-NG, the market's Spanish locale (packages/domain markets.ts), writes 1500,50.
    expect(money(150_050, 'NGN')).toMatch(/1500,50|1,500\.50/);
    expect(money(150_050, 'NGN')).toMatch(/NGN|₦/);
    expect(money(undefined, 'MXN')).toBe('—');
    expect(moneyMajor(1500.5, 'MXN')).toBe('$1,500.50');
  });

  it('reads an instant in the market time zone, not the browser one', () => {
    chooseLanguage('en');
    // 05:30 UTC is still the day before in Mexico City (UTC-6) and 06:30 in Lagos (UTC+1).
    expect(marketDateTime('2026-11-26T05:30:00.000Z', 'MX')).toMatch(/25.*Nov|Nov.*25/);
    expect(marketDateTime('2026-11-26T05:30:00.000Z', 'NG')).toMatch(/06:30|6:30/);
    expect(businessDate('2026-11-26', 'MX')).toMatch(/26/);
  });

  it('knows a market from its currency, shares in basis points and waits in minutes', () => {
    expect(marketOf(undefined, 'NGN')).toBe('NG');
    expect(marketOf('MX', 'NGN')).toBe('MX');
    expect(percent(1234, 'MX')).toMatch(/12\.34\s?%/);
    expect(waited(45)).toBe('45 min');
    expect(waited(3 * 24 * 60 + 120)).toBe('3 d 2 h');
  });
});
