import type { Currency, SchedulePhaseView } from '../orders/order-views.ts';

/**
 * What the repayment calls answer, shared by the server (which builds them) and the web app (which
 * shows them). Amounts are major units with the currency beside them, as in order-views.ts.
 */

/** Every way to repay; each market offers some of them (REPAYMENT_CHANNELS). */
export type ChannelId = 'stp' | 'oxxo' | 'cashier' | 'reservedAccount' | 'voucher';

export interface ChannelView {
  channelId: ChannelId;
  /** The screen that shows how to pay through this channel, e.g. /repay/repay_stp. */
  route: string;
  name: string;
  /** One line: how long the money takes to be reflected, the limits that apply. */
  hint: string;
}

/** What is still owed, by kind; together they make `totalOwed`. */
export interface OwedBreakdownView {
  principal: number;
  interest: number;
  fee: number;
  tax: number;
  penalty: number;
  rolloverFee: number;
  /** Coupons applied so far (shown as a discount; not owed). */
  coupon: number;
}

export interface RepaymentDetailView {
  orderNo: string;
  status: number;
  statusName: string;
  currency: Currency;
  /** The date the earliest unpaid phase falls due (YYYY-MM-DD, market time zone). */
  dueDate?: string;
  overdueDays: number;
  /** Overdue and due today: what avoids (more) penalty if paid now. */
  dueNow: number;
  /** Everything to pay off the loan today. */
  totalOwed: number;
  breakdown: OwedBreakdownView;
  repaid: number;
  /** Paid beyond what was owed, held for the borrower (only where the product allows it). */
  credit: number;
  schedule: SchedulePhaseView[];
  rules: { minAmount: number; step: number; allowOverpayment: boolean };
  channels: ChannelView[];
  /** Whether the borrower may extend now, and how many extensions are left. */
  extension: { available: boolean; left: number };
  /** Status 4: the loan is paid off. */
  paidOff: boolean;
}

/** GET /repay/getStpClabe: the borrower's own CLABE at STP for SPEI transfers. */
export interface StpClabeView {
  clabe: string;
  bankName: string;
  beneficiary: string;
  amountDue: number;
  totalOwed: number;
  currency: Currency;
}

/** GET /repay/getOXXOReference: a cash reference for one amount, valid until `expiresAt`. */
export interface OxxoReferenceView {
  payOrderId: string;
  reference: string;
  /** The value the Code 128 barcode encodes. */
  barcode: string;
  amount: number;
  currency: Currency;
  expiresAt: string;
  /** The most a store takes in one payment. */
  storeLimit: number;
}
