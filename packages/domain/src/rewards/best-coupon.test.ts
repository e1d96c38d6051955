import { describe, expect, it } from 'vitest';
import { quoteView } from '../orders/order-views.ts';
import { priceLoan } from '../pricing/price-loan.ts';
import { MARKET_LENDING, productsFor } from '../pricing/products.ts';
import { bestCoupon, couponWorth } from './best-coupon.ts';
import { couponCredits } from './coupon-credits.ts';

const product = productsFor('MX').find((p) => p.id === 'mx-91');
if (!product) throw new Error('mx-91 is gone');
const priced = priceLoan(product, MARKET_LENDING.MX, {
  amountMinor: 300_000,
  startDate: '2026-03-02',
  repeat: false,
});
const quote = quoteView(priced, 'MXN');
const coupon = (couponId: string, kind: 'interestOff' | 'feeOff' | 'interestFreeDays', value: number) => ({
  couponId,
  kind,
  value,
  validUntil: '2026-04-01',
});

describe('the best coupon for a loan', () => {
  it('is worth what the service would take off (interest-free days included)', () => {
    const days = { couponId: 'c', kind: 'interestFreeDays', value: 3 } as const;
    const exact = couponCredits(
      priced.phases,
      {
        amount: priced.amount,
        interestPpmPerDay: priced.interestPpmPerDay,
        fee: priced.fee,
        feeUpfront: product.feeUpfront,
      },
      days,
    ).discount;
    expect(couponWorth(days, quote)).toBe(exact);
    expect(couponWorth(coupon('a', 'interestOff', 100_000), quote)).toBe(priced.interest);
  });

  it('takes the coupon worth most, the one lapsing first between equals, and never an unusable one', () => {
    const fifty = coupon('fifty', 'interestOff', 50);
    const hundred = coupon('hundred', 'interestOff', 100);
    const laterHundred = { ...coupon('later', 'interestOff', 100), validUntil: '2026-05-01' };
    expect(bestCoupon([fifty, laterHundred, hundred], quote)?.couponId).toBe('hundred');
    expect(bestCoupon([fifty, { ...hundred, usableOnOrder: false }], quote)?.couponId).toBe('fifty');
    expect(bestCoupon([{ ...fifty, usableOnOrder: false }], quote)).toBeUndefined();
  });
});
