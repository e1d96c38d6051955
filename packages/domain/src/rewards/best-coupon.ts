import type { QuoteView } from '../orders/order-views.ts';
import { applyPpm, toMinor } from '../pricing/money.ts';
import type { CouponView } from './reward-views.ts';

type Candidate = Pick<CouponView, 'couponId' | 'kind' | 'value' | 'validUntil' | 'usableOnOrder'>;

/**
 * What a coupon would take off a loan, in minor units, from the loan's key facts: an amount off is
 * worth at most the charge it takes off; interest-free days are the interest of those days on the
 * amount lent. An estimate for choosing between coupons (the service prices the chosen one exactly,
 * couponCredits): it is exact unless the free days outlast the first payment's period.
 */
export function couponWorth(coupon: Pick<CouponView, 'kind' | 'value'>, quote: QuoteView): number {
  const interest = toMinor(quote.interest);
  if (coupon.kind === 'interestOff') return Math.min(toMinor(coupon.value), interest);
  if (coupon.kind === 'feeOff') return Math.min(toMinor(coupon.value), toMinor(quote.fee));
  const ppmPerDay = Math.round(quote.interestRatePerDay * 10_000);
  return Math.min(interest, applyPpm(toMinor(quote.loanAmount), ppmPerDay, coupon.value));
}

/**
 * The coupon to put on a loan before the borrower signs: of those usable on it, the one worth most;
 * between equals, the one that lapses first, so the other is kept for later. None when none is
 * usable or none takes anything off.
 */
export function bestCoupon<C extends Candidate>(coupons: readonly C[], quote: QuoteView): C | undefined {
  let best: { coupon: C; worth: number } | undefined;
  for (const coupon of coupons) {
    if (coupon.usableOnOrder === false) continue;
    const worth = couponWorth(coupon, quote);
    if (worth <= 0) continue;
    if (!best || worth > best.worth || (worth === best.worth && coupon.validUntil < best.coupon.validUntil))
      best = { coupon, worth };
  }
  return best?.coupon;
}
