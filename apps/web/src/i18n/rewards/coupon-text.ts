import { type CouponView, formatAmount, formatDay, type Language } from '@puente/domain';
import { couponOffKey } from './keys.ts';
import type { RewardsTranslate } from './use-rewards-i18n.ts';

/** "$100.00 off the interest" or "3 days without interest", in the coupon's currency. */
export function couponOff(coupon: CouponView, t: RewardsTranslate, language: Language): string {
  return t(couponOffKey(coupon.kind, coupon.value, language), {
    amount: formatAmount(coupon.value, coupon.currency, language),
    days: coupon.value,
  });
}

/** "For loans of $1,000.00 or more". */
export function couponMinimum(coupon: CouponView, t: RewardsTranslate, language: Language): string {
  return t('coupon.minLoan', { amount: formatAmount(coupon.minLoanAmount, coupon.currency, language) });
}

/** Until when it can be used, or since when it cannot. */
export function couponValidity(coupon: CouponView, t: RewardsTranslate, language: Language): string {
  const date = formatDay(coupon.validUntil, coupon.currency, language);
  return t(coupon.state === 'expired' ? 'coupon.expiredOn' : 'coupon.validUntil', { date });
}
