import type { OrderStatusName } from '../orders/order-status.ts';
import type { Currency, SchedulePhaseView } from '../orders/order-views.ts';

/**
 * What the repayment calls answer, shared by the server (which builds them) and the web app (which
 * shows them). Amounts are major units with the currency beside them, as in order-views.ts.
 */

/** Every way to repay; each market offers some of them (REPAYMENT_CHANNELS). */
export const CHANNEL_IDS = ['stp', 'oxxo', 'cashier', 'reservedAccount', 'voucher'] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

/** When an OXXO payment shows on the loan. */
export const REFLECTED_WHEN = ['withinMinutes', 'nextBusinessDay'] as const;
/** The card gateways of the cashier (Nigeria). */
export const GATEWAYS = ['paystack', 'flutterwave'] as const;
export type Gateway = (typeof GATEWAYS)[number];
/** Where a pay order (a reference, a checkout, a payment link) stands. */
export const PAY_ORDER_STATES = ['pending', 'paid', 'expired'] as const;
/** What a pay order is for. */
export const PAY_ORDER_PURPOSES = ['repayment', 'extension'] as const;
/** The providers that keep a reserved account for a borrower (Nigeria). */
export const RESERVED_ACCOUNT_PROVIDERS = ['monnify', 'flutterwave', 'paystack'] as const;
export type ReservedAccountProvider = (typeof RESERVED_ACCOUNT_PROVIDERS)[number];
/** Where a proof of payment stands in its review. */
export const VOUCHER_STATES = ['pending', 'approved', 'rejected'] as const;
/** Where an extension asked for stands. */
export const EXTENSION_STATES = ['awaitingFee', 'applied', 'expired'] as const;

export interface ChannelView {
  channelId: ChannelId;
  /** The screen that shows how to pay through this channel, e.g. /repay/repay_stp. */
  route: string;
  name: string;
  /** One line: how long the money takes to be reflected, the limits that apply. */
  hint: string;
  /**
   * The cashier's gateways the service offers, preferred first (NG_CHECKOUT_GATEWAYS, decision 052):
   * the web app offers only these. Absent on every other channel.
   */
  gateways?: Gateway[];
  /** The reserved account's providers offered, preferred first: the web app asks for the first. */
  accountProviders?: ReservedAccountProvider[];
}

/** What is still owed, by kind; all but `coupon` together make `totalOwed`. */
export interface OwedBreakdownView {
  principal: number;
  interest: number;
  /** The tax on that interest (IVA in Mexico). */
  interestTax: number;
  fee: number;
  /** The tax on the fee and on any extension fee. */
  tax: number;
  penalty: number;
  rolloverFee: number;
  /** What coupons took off the loan so far: already out of the lines above, not a payment. */
  coupon: number;
}

export interface RepaymentDetailView {
  orderNo: string;
  status: number;
  statusName: OrderStatusName;
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
  /** The acquirer's voucher number (Stripe's `oxxo_display_details.number`), read out at the till. */
  reference: string;
  /** The value the Code 128 barcode encodes: the voucher number, as `reference`. */
  barcode: string;
  /** The acquirer's printable voucher page (Stripe's `hosted_voucher_url`), when it gives one. */
  voucherUrl?: string;
  amount: number;
  currency: Currency;
  expiresAt: string;
  /** The most a store takes in one payment. */
  storeLimit: number;
  /**
   * When the payment shows on the loan: OXXO's acquirer confirms a real payment by the next
   * business day; the sandbox's within minutes.
   */
  reflected: (typeof REFLECTED_WHEN)[number];
}

/**
 * GET /repay/paystack/authorization and GET /repay/flutterwave/repay-link: a checkout at the
 * gateway for one amount. The borrower is sent to `checkoutUrl` and comes back to
 * `/repay/cashier?payOrderId=…`; only the server's verify call decides whether it was paid.
 */
export interface CashierCheckoutView {
  payOrderId: string;
  gateway: (typeof GATEWAYS)[number];
  checkoutUrl: string;
  reference: string;
  amount: number;
  currency: Currency;
  expiresAt: string;
}

/** GET /repay/flutterwave/verify-opt (and the cashier's return): what the gateway says about a pay order. */
export interface PayOrderStatusView {
  payOrderId: string;
  /** pending: not paid yet (or not confirmed yet); paid: credited to the loan; expired: pay again. */
  status: (typeof PAY_ORDER_STATES)[number];
  amount: number;
  currency: Currency;
  /** What the payment is for: the loan, or the fee of an extension (which does not reduce the loan). */
  purpose: (typeof PAY_ORDER_PURPOSES)[number];
}

/**
 * A bank account of the borrower's own to transfer into: GET /repay/monnify_reserved_account,
 * GET /repay/flutterwave_reserved_account, GET /repay/dedicated_account/create (Paystack).
 */
export interface ReservedAccountView {
  provider: (typeof RESERVED_ACCOUNT_PROVIDERS)[number];
  accountNumber: string;
  bankName: string;
  accountName: string;
  amountDue: number;
  totalOwed: number;
  currency: Currency;
}

/** One proof of payment, as POST /repay/get/voucher/list answers it. */
export interface VoucherView {
  voucherId: string;
  orderNo: string;
  reference: string;
  amount: number;
  currency: Currency;
  status: (typeof VOUCHER_STATES)[number];
  submittedAt: string;
  /** Feedback is due within 48 hours of submission. */
  feedbackDueAt: string;
  decidedAt?: string;
  rejectReason?: string;
}

/**
 * GET /repay/getExtensionData: what an extension costs and what it changes, before the borrower
 * asks for it; with the renewal agreement (/convenios) built from these exact figures.
 */
export interface ExtensionDataView {
  orderNo: string;
  available: boolean;
  /** Why not, in the borrower's language, when `available` is false. */
  refusal?: string;
  left: number;
  days: number;
  deferred: number;
  fee: number;
  tax: number;
  total: number;
  currentDueDate?: string;
  newDueDate?: string;
  currency: Currency;
  /** The extension already asked for and waiting for its fee, if any. */
  pending?: ExtensionOrderView;
  /**
   * With none available, the extension this loan already took, if any: the screen says it was
   * used and the new due date, rather than only that none is available.
   */
  applied?: ExtensionOrderView;
  agreement: { title: string; text: string; version: string };
}

/** GET /repay/confirmExtensionOrder and GET /repay/updateExtensionOrderStatus. */
export interface ExtensionOrderView {
  /**
   * The fee is paid through any channel: the reference channels (OXXO, cashier) take this id
   * instead of an amount; a transfer into the borrower's own account (CLABE, reserved account)
   * of at least `total` while the extension waits pays the fee first.
   */
  extensionId: string;
  orderNo: string;
  status: (typeof EXTENSION_STATES)[number];
  total: number;
  currency: Currency;
  newDueDate: string;
  expiresAt: string;
}

/**
 * GET /portal/repayment/detail?payOrderId=…: what someone paying from a link needs, and nothing
 * more: no name beyond initials, no phone, no address.
 */
export interface PortalRepaymentView {
  payOrderId: string;
  /** The order number with its middle hidden, e.g. PL2026…4821. */
  orderNoMasked: string;
  borrowerInitials: string;
  amountDue: number;
  totalOwed: number;
  currency: Currency;
  dueDate?: string;
  status: (typeof PAY_ORDER_STATES)[number];
  channels: ChannelView[];
}
