import { describe, expect, it } from 'vitest';
import { REPAY_COLORS } from './partner-offers.ts';

describe('the loan market', () => {
  it('colours each repayment state differently', () => {
    const colors = Object.values(REPAY_COLORS);
    expect(Object.keys(REPAY_COLORS)).toEqual(['onTime', 'dueSoon', 'overdue']);
    expect(colors.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(new Set(colors).size).toBe(3);
  });
});
