import { COUPON_KINDS, COUPON_STATES } from '@puente/domain';
import { expect, it } from 'vitest';
import { describeCatalogue } from '../describe-catalogue.ts';
import en from './en.json';
import es from './es.json';
import { couponOffKey, couponTabKey } from './keys.ts';

describeCatalogue('rewards', en, es, () => {
  it('name every coupon state and what every kind of coupon takes off', () => {
    for (const state of COUPON_STATES) expect(couponTabKey(state) in en).toBe(true);
    for (const kind of COUPON_KINDS) {
      for (const value of [1, 3]) expect(couponOffKey(kind, value, 'es') in en).toBe(true);
    }
  });

  it('say one day or several days without interest, in each language', () => {
    expect(couponOffKey('interestFreeDays', 1, 'en')).toBe('coupon.off.daysOne');
    expect(couponOffKey('interestFreeDays', 3, 'es')).toBe('coupon.off.daysOther');
  });
});
