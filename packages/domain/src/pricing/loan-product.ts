import type { Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import type { AllocationKind } from '../repayment/allocation-kinds.ts';
import type { CouponTarget } from '../rewards/coupon-credits.ts';
import type { CouponKind } from '../rewards/coupon-definitions.ts';

/**
 * A loan product is configuration (docs/decisions/011-loan-products-and-pricing.md). Money is in
 * minor units (centavos, kobo); rates are integers in parts per million (ppm): 0.09 % = 900 ppm.
 */
export interface LoanProduct {
  id: string;
  market: MarketId;
  name: Localized;
  amount: { min: number; max: number; step: number };
  tenorDays: number;
  /** Instalments; phase k falls due `round(tenorDays * k / phases)` days after disbursement. */
  phases: number;
  /** Interest per day on the principal still owed; the repeat rate applies after one loan repaid on time. */
  interestPpmPerDay: { first: number; repeat: number };
  /** Processing fee per day of the tenor, on the amount; tax on the fee at the market's rate. */
  feePpmPerDay: number;
  /** When true the fee and its tax are kept from the money sent; otherwise added to the first phase. */
  feeUpfront: boolean;
  /** Late penalty per day on what is overdue, never more in total than `penaltyCapPpm` of the amount. */
  penaltyPpmPerDay: number;
  penaltyCapPpm: number;
  /**
   * An extension moves the unpaid phases `days` later for `feePpm` of the amount deferred, taxed like
   * the fee, at most `maxPerLoan` times per loan (0: no extension is offered).
   */
  rollover: { days: number; feePpm: number; maxPerLoan: number };
  /**
   * What a payment may be (docs/decisions/015-repayment-rules.md): whole major units, at least
   * `minMinor`, a multiple of `stepMinor`, not above what is owed unless `allowOverpayment`; paying
   * exactly everything owed is always allowed. `allocation` is the order charges are settled in.
   */
  repayment: {
    minMinor: number;
    stepMinor: number;
    allowOverpayment: boolean;
    allocation: readonly AllocationKind[];
  };
  /** Hours an approved offer waits for the borrower before the order is cancelled. */
  offerValidHours: number;
}

/** A market's credit rules that hold for every product in it. */
export interface MarketLending {
  market: MarketId;
  /** Tax on fees: IVA 16 % in Mexico, VAT 7.5 % in Nigeria. */
  feeTaxPpm: number;
  /**
   * Tax on interest: IVA 16 % in Mexico (a consumer loan's interest is not exempt), none in Nigeria
   * (interest is outside VAT) — docs/decisions/029-tax-on-interest.md.
   */
  interestTaxPpm: number;
  /** Highest yearly interest rate a product may charge (spec §9: 36 %). */
  maxYearlyInterestPpm: number;
  /** Highest effective annual cost (APR, or the CAT in Mexico) a product may reach at any amount. */
  annualCostCeilingPpm: number;
  /** How a borrower's limit grows: the first, the rise per loan repaid on time, the ceiling. */
  quota: { first: number; risePerOnTimeLoan: number; ceiling: number };
  /** Mexico's CAT leaves IVA out (Banxico); an APR counts every charge. */
  annualCostName: 'CAT' | 'APR';
}

export interface PricedPhase {
  phase: number;
  dueDate: string; // YYYY-MM-DD in the market's time zone
  days: number;
  principal: number;
  interest: number;
  fee: number;
  /** The tax on the fee. */
  tax: number;
  /** The tax on the phase's interest less what a coupon takes off that interest. */
  interestTax: number;
  /** Every charge of the phase; a coupon's credit in it (`coupon`) lowers what is paid, not this. */
  total: number;
  /** Minor units a coupon takes off this phase (absent or 0 without one). */
  coupon?: number;
}

/** The coupon a quote was priced with and what it is worth on it. */
export interface QuoteCoupon {
  couponId: string;
  kind: CouponKind;
  value: number;
  appliesTo: CouponTarget;
  discount: number;
}

/** Everything a borrower is told before signing, computed once by `priceLoan`. */
export interface LoanQuote {
  productId: string;
  amount: number;
  startDate: string;
  tenorDays: number;
  interestPpmPerDay: number;
  fee: number;
  tax: number;
  interest: number;
  /** The tax on the interest, every phase's together. */
  interestTax: number;
  /** The rate it was charged at, which interest to the day keeps applying to the loan. */
  interestTaxPpm: number;
  /** What reaches the borrower's account. */
  disbursed: number;
  totalRepay: number;
  dueDate: string;
  penaltyPpmPerDay: number;
  phases: PricedPhase[];
  /** Effective annual cost in basis points (79160 = 791.60 %), named APR or CAT by the market. */
  annualCostBp: number;
  annualCostName: 'CAT' | 'APR';
  /** Present when a coupon is used: `totalRepay` and the annual cost already count it. */
  coupon?: QuoteCoupon;
  /**
   * The version of the product the application was priced with, kept with the order so that its
   * penalty, extension and repayment rules stay those it was signed with whatever version follows
   * (decision 056). Absent on quotes from before versions, and on previews.
   */
  terms?: LoanProduct;
}
