import { describe, expect, it } from 'vitest';
import { formatMoney } from '../pricing/format-money.ts';
import { COUPON_DEFINITIONS, findCouponDefinition } from './coupon-definitions.ts';
import { couponName } from './coupon-name.ts';

const named = (id: string, language: 'en' | 'es') => {
  const definition = findCouponDefinition(id);
  if (!definition) throw new Error(`${id} is gone`);
  return couponName(definition, language);
};

describe("a coupon's name", () => {
  it("carries the market's currency with every amount, in both languages", () => {
    expect(named('mx-bank-account-100', 'en')).toBe('$100 off the interest');
    expect(named('mx-bank-account-100', 'es')).toBe('$100 de descuento en intereses');
    expect(named('mx-draw-fee-200', 'en')).toBe('$200 off the processing fee');
    expect(named('ng-draw-500', 'en')).toBe('₦500 off the interest');
    expect(named('ng-bank-account-1000', 'es')).toBe(
      `${formatMoney(100_000, 'NG', 'es', { whole: true })} de descuento en intereses`,
    );
    expect(named('mx-draw-3-days', 'es')).toBe('3 días sin intereses');
    for (const definition of COUPON_DEFINITIONS) {
      if (definition.kind !== 'interestFreeDays') expect(couponName(definition, 'en')).toMatch(/[$₦]/);
    }
  });
});
