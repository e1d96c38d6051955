import {
  type CouponKind,
  type CouponView,
  couponName,
  couponState,
  couponUseProblem,
  errorMessage,
  formatDate,
  formatMoney,
  type Language,
  MARKETS,
  type MarketId,
  toMajor,
} from '@puente/domain';
import type { HeldCouponRow } from './coupon-repository.ts';

/** The coupon as its holder sees it; with a loan amount, whether it can be used on that loan and why not. */
export function couponView(
  row: HeldCouponRow,
  today: string,
  lang: Language,
  loan?: { amountMinor: number; orderNo: string },
): CouponView {
  const market = row.market as MarketId;
  const kind = row.kind as CouponKind;
  const held = { minLoanMinor: row.minLoan, validUntil: row.validUntil, used: row.usedAt !== null };
  const view: CouponView = {
    couponId: row.id,
    // From the terms the coupon copied when granted, as everything else about it.
    name: couponName({ kind, value: row.value, market }, lang),
    kind,
    value: kind === 'interestFreeDays' ? row.value : toMajor(row.value),
    minLoanAmount: toMajor(row.minLoan),
    validUntil: row.validUntil,
    state: couponState(held, today),
    currency: MARKETS[market].currency,
    ...(row.orderNo ? { orderNo: row.orderNo } : {}),
  };
  if (!loan) return view;
  const problem = couponUseProblem(held, loan.amountMinor, today);
  const elsewhere = row.orderNo !== null && row.orderNo !== loan.orderNo && row.usedAt === null;
  if (!problem && !elsewhere) return { ...view, usableOnOrder: true };
  const reason = problem
    ? errorMessage(problem, lang, {
        date: formatDate(row.validUntil, market, lang),
        min: formatMoney(row.minLoan, market, lang),
      })
    : errorMessage('couponUsed', lang);
  return { ...view, usableOnOrder: false, reason };
}
