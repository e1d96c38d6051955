import { describe, expect, it } from 'vitest';
import { OXXO_STORE_LIMIT, oxxoStartAmount } from './oxxo-amount.ts';

const rules = { minAmount: 100, step: 1, allowOverpayment: false };
const owed = (dueNow: number, totalOwed = 20_000, more: Partial<typeof rules> = {}) => ({
  dueNow,
  totalOwed,
  rules: { ...rules, ...more },
});

describe('the OXXO amount', () => {
  it('is limited to MXN 10,000 per payment until the service says otherwise', () => {
    expect(OXXO_STORE_LIMIT).toBe(10_000);
  });

  it('starts with what is due now, rounded up to whole pesos on the step and at least the minimum', () => {
    expect(oxxoStartAmount(owed(1201), OXXO_STORE_LIMIT)).toBe('1201');
    expect(oxxoStartAmount(owed(1055.8), OXXO_STORE_LIMIT)).toBe('1056');
    expect(oxxoStartAmount(owed(1201, 20_000, { step: 50 }), OXXO_STORE_LIMIT)).toBe('1250');
    expect(oxxoStartAmount(owed(40), OXXO_STORE_LIMIT)).toBe('100');
  });

  it('never starts above what is owed, unless the product takes overpayment', () => {
    expect(oxxoStartAmount(owed(1055.8, 1055.8), OXXO_STORE_LIMIT)).toBe('1055');
    expect(oxxoStartAmount(owed(40, 60), OXXO_STORE_LIMIT)).toBe('60');
    expect(oxxoStartAmount(owed(1055.8, 1055.8, { allowOverpayment: true }), OXXO_STORE_LIMIT)).toBe('1056');
  });

  it('never starts above the store limit', () => {
    expect(oxxoStartAmount(owed(12_500.5), OXXO_STORE_LIMIT)).toBe('10000');
    expect(oxxoStartAmount(owed(12_500, 20_000, { step: 300 }), OXXO_STORE_LIMIT)).toBe('9900');
  });

  it('starts empty when nothing is due now', () => {
    expect(oxxoStartAmount(owed(0), OXXO_STORE_LIMIT)).toBe('');
  });
});
