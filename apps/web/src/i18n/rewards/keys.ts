import type { CouponState, CouponView, Language } from '@puente/domain';

/** Catalogue keys chosen by a value of the service (a coupon's state or kind). */

export function couponTabKey(state: CouponState): `coupon.tab.${CouponState}` {
  return `coupon.tab.${state}`;
}

/** What a coupon takes off: an amount off the interest or the fee, or "1 day" / "3 days" without interest. */
export function couponOffKey(
  kind: CouponView['kind'],
  value: number,
  language: Language,
): 'coupon.off.interestOff' | 'coupon.off.feeOff' | 'coupon.off.daysOne' | 'coupon.off.daysOther' {
  if (kind !== 'interestFreeDays') return `coupon.off.${kind}`;
  return new Intl.PluralRules(language).select(value) === 'one'
    ? 'coupon.off.daysOne'
    : 'coupon.off.daysOther';
}
