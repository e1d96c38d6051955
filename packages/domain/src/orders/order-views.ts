import type { Localized } from '../i18n/language.ts';
import { MARKETS } from '../markets/markets.ts';
import type { LoanProduct, LoanQuote, MarketLending } from '../pricing/loan-product.ts';
import { ppmToPercent, toMajor } from '../pricing/money.ts';
import { priceLoan } from '../pricing/price-loan.ts';
import type { CouponKind } from '../rewards/coupon-definitions.ts';
import type { HomeStatus } from './home-status.ts';
import type { OrderStatusName } from './order-status.ts';

/**
 * What the loan calls answer, shared by the server (which builds them) and the web app (which shows
 * them). Amounts are major units with the currency beside them (docs/decisions/011).
 */
export type Currency = 'MXN' | 'NGN';

export interface ProductView {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  step: number;
  tenorDays: number;
  phases: number;
  interestRatePerDay: number;
  feeRatePerDay: number;
  penaltyRatePerDay: number;
  annualCost: number;
  annualCostName: 'CAT' | 'APR';
  currency: Currency;
}

export interface QuotePhaseView {
  phase: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
  tax: number;
  /** The tax on the phase's interest (IVA in Mexico; none in Nigeria). */
  interestTax: number;
  /** What a coupon takes off this phase. */
  coupon: number;
  /** What the borrower pays for the phase, after the coupon. */
  amount: number;
}

export interface QuoteView {
  productId: string;
  loanAmount: number;
  disbursalAmount: number;
  fee: number;
  tax: number;
  interest: number;
  /** The tax on the interest, at `interestTaxRate` percent (0 where interest carries none). */
  interestTax: number;
  interestTaxRate: number;
  totalRepay: number;
  dueDate: string;
  tenorDays: number;
  interestRatePerDay: number;
  penaltyRatePerDay: number;
  annualCost: number;
  annualCostName: 'CAT' | 'APR';
  currency: Currency;
  schedule: QuotePhaseView[];
  /** The coupon chosen for this loan; `totalRepay` and each phase's `amount` already count it. */
  coupon?: { couponId: string; kind: CouponKind; discount: number };
}

export interface LedgerLineView {
  at: string;
  businessDate: string;
  kind: string;
  amount: number;
  description: string;
  /** A payment's reference at its channel (the SPEI tracking key, the OXXO or gateway reference). */
  reference?: string;
}

/** Where one phase of a schedule stands, as the borrower sees it. */
export const SCHEDULE_PHASE_STATES = ['paid', 'due', 'overdue', 'upcoming'] as const;

export interface SchedulePhaseView {
  phase: number;
  dueDate: string;
  amount: number;
  paid: number;
  status: (typeof SCHEDULE_PHASE_STATES)[number];
}

/** The records tabs: open orders, and closed ones. */
export const ORDER_GROUPS = ['incomplete', 'finished'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

export interface OrderView {
  orderNo: string;
  status: number;
  statusName: OrderStatusName;
  productId: string;
  productName: string;
  loanAmount: number;
  currency: Currency;
  appliedAt: string;
  decideAt?: string;
  offerExpiresAt?: string;
  retryAt?: string;
  /** Why an operator refused a held application (decision 059), as they wrote it for the borrower. */
  refuseReason?: string;
  disbursedAt?: string;
  dueDate?: string;
  quote: QuoteView;
  balance: {
    repaid: number;
    unrepaid: number;
    overdueDays: number;
    penalty: number;
    /** Paid beyond the debt or after the loan was paid off, held on this loan for the borrower. */
    credit?: number;
  };
  schedule: SchedulePhaseView[];
  statement: LedgerLineView[];
}

export interface HomeView {
  homeStatus: HomeStatus;
  banner: string;
  button: string;
  quota: number;
  currency: Currency;
  order: OrderView | null;
  retryAt?: string;
  /** The borrower's credit held with us, all loans together, and the newest loan it is held on. */
  heldCredit?: { amount: number; orderNo: string };
  hotProducts: ProductView[];
}

export interface CreditInfoView {
  quota: number;
  onTimeLoans: number;
  nextQuota: number;
  ceiling: number;
  currency: Currency;
}

export const currencyOf = (lending: MarketLending): Currency => MARKETS[lending.market].currency;

export function quoteView(quote: LoanQuote, currency: Currency): QuoteView {
  return {
    productId: quote.productId,
    loanAmount: toMajor(quote.amount),
    disbursalAmount: toMajor(quote.disbursed),
    fee: toMajor(quote.fee),
    tax: toMajor(quote.tax),
    interest: toMajor(quote.interest),
    interestTax: toMajor(quote.interestTax),
    interestTaxRate: ppmToPercent(quote.interestTaxPpm),
    totalRepay: toMajor(quote.totalRepay),
    dueDate: quote.dueDate,
    tenorDays: quote.tenorDays,
    interestRatePerDay: ppmToPercent(quote.interestPpmPerDay),
    penaltyRatePerDay: ppmToPercent(quote.penaltyPpmPerDay),
    annualCost: quote.annualCostBp / 100,
    annualCostName: quote.annualCostName,
    currency,
    schedule: quote.phases.map((p) => ({
      phase: p.phase,
      dueDate: p.dueDate,
      principal: toMajor(p.principal),
      interest: toMajor(p.interest),
      fee: toMajor(p.fee),
      tax: toMajor(p.tax),
      interestTax: toMajor(p.interestTax),
      coupon: toMajor(p.coupon ?? 0),
      amount: toMajor(p.total - (p.coupon ?? 0)),
    })),
    ...(quote.coupon
      ? {
          coupon: {
            couponId: quote.coupon.couponId,
            kind: quote.coupon.kind,
            discount: toMajor(quote.coupon.discount),
          },
        }
      : {}),
  };
}

/** A product as a borrower sees it; the annual cost is the representative one, at its largest amount. */
export function productView(
  product: LoanProduct,
  lending: MarketLending,
  language: keyof Localized,
  repeat = false,
  today = '2026-01-01',
): ProductView {
  const sample = priceLoan(product, lending, { amountMinor: product.amount.max, startDate: today, repeat });
  return {
    productId: product.id,
    name: product.name[language],
    minAmount: toMajor(product.amount.min),
    maxAmount: toMajor(product.amount.max),
    step: toMajor(product.amount.step),
    tenorDays: product.tenorDays,
    phases: product.phases,
    interestRatePerDay: ppmToPercent(sample.interestPpmPerDay),
    feeRatePerDay: ppmToPercent(product.feePpmPerDay),
    penaltyRatePerDay: ppmToPercent(product.penaltyPpmPerDay),
    annualCost: sample.annualCostBp / 100,
    annualCostName: lending.annualCostName,
    currency: currencyOf(lending),
  };
}
