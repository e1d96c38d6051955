import type { MarketId } from '../markets/markets.ts';

/**
 * What a coupon takes off a loan: an amount off the interest, an amount off the processing fee, or
 * the interest of the first days. A coupon only ever lowers what the borrower repays, never what is
 * sent (docs/decisions/024-coupons-and-prize-draw.md).
 */
export const COUPON_KINDS = ['interestOff', 'feeOff', 'interestFreeDays'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon as configured. Money in minor units. */
export interface CouponDefinition {
  id: string;
  market: MarketId;
  kind: CouponKind;
  /** Minor units off (`interestOff`, `feeOff`) or interest-free days (`interestFreeDays`). */
  value: number;
  /** Days it stays usable after it is granted, counting the day it is granted. */
  validDays: number;
  /** The smallest loan amount it can be used on (spec §9: "usable when the loan is at least…"). */
  minLoanMinor: number;
}

/** The terms a coupon carries into a price: copied when granted, so configuration changes never touch it. */
export interface CouponTerms {
  couponId: string;
  kind: CouponKind;
  value: number;
}

export const COUPON_DEFINITIONS: readonly CouponDefinition[] = [
  {
    // Spec §9: "Coupon of 100 for authorizing a card". In Nigeria ₦1,000, like every other Nigerian
    // figure ten times the Mexican one (decision 015).
    id: 'mx-bank-account-100',
    market: 'MX',
    kind: 'interestOff',
    value: 10_000,
    validDays: 30,
    minLoanMinor: 100_000,
  },
  {
    id: 'ng-bank-account-1000',
    market: 'NG',
    kind: 'interestOff',
    value: 100_000,
    validDays: 30,
    minLoanMinor: 1_000_000,
  },
  {
    id: 'mx-draw-50',
    market: 'MX',
    kind: 'interestOff',
    value: 5_000,
    validDays: 90,
    minLoanMinor: 100_000,
  },
  {
    id: 'mx-draw-3-days',
    market: 'MX',
    kind: 'interestFreeDays',
    value: 3,
    validDays: 90,
    minLoanMinor: 200_000,
  },
  {
    id: 'mx-draw-fee-200',
    market: 'MX',
    kind: 'feeOff',
    value: 20_000,
    validDays: 90,
    minLoanMinor: 300_000,
  },
  {
    id: 'ng-draw-500',
    market: 'NG',
    kind: 'interestOff',
    value: 50_000,
    validDays: 90,
    minLoanMinor: 1_000_000,
  },
  {
    id: 'ng-draw-3-days',
    market: 'NG',
    kind: 'interestFreeDays',
    value: 3,
    validDays: 90,
    minLoanMinor: 2_000_000,
  },
  {
    id: 'ng-draw-fee-2000',
    market: 'NG',
    kind: 'feeOff',
    value: 200_000,
    validDays: 90,
    minLoanMinor: 3_000_000,
  },
];

/** The coupon a borrower earns for adding their first bank account, per market. */
export const BANK_ACCOUNT_COUPON: Record<MarketId, string> = {
  MX: 'mx-bank-account-100',
  NG: 'ng-bank-account-1000',
};

export function findCouponDefinition(id: string): CouponDefinition | undefined {
  return COUPON_DEFINITIONS.find((d) => d.id === id);
}
