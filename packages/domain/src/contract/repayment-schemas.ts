import { z } from 'zod';
import { ORDER_STATUS_NAMES } from '../orders/order-status.ts';
import {
  CHANNEL_IDS,
  EXTENSION_STATES,
  GATEWAYS,
  PAY_ORDER_PURPOSES,
  PAY_ORDER_STATES,
  REFLECTED_WHEN,
  RESERVED_ACCOUNT_PROVIDERS,
  VOUCHER_STATES,
} from '../repayment/repayment-views.ts';
import { currency, schedulePhaseSchema } from './loan-schemas.ts';

/** The wire shapes of the repayment calls (repayment-views.ts types them). */

const id = z.string().trim().max(40);

/** A way to pay, as the repayment screens list it. */
export const channelSchema = z.object({
  channelId: z.enum(CHANNEL_IDS),
  route: z.string(),
  name: z.string(),
  hint: z.string(),
  gateways: z
    .array(z.enum(GATEWAYS))
    .optional()
    .describe('cashier only: the gateways offered, preferred first (NG_CHECKOUT_GATEWAYS); offer only these'),
  accountProviders: z
    .array(z.enum(RESERVED_ACCOUNT_PROVIDERS))
    .optional()
    .describe(
      'reservedAccount only: the account providers offered, preferred first (NG_ACCOUNT_PROVIDERS); ask for the first',
    ),
});

export const repaymentDetailSchema = z.object({
  orderNo: z.string(),
  status: z.number(),
  statusName: z.enum(ORDER_STATUS_NAMES),
  currency,
  dueDate: z.string().optional().describe('when the earliest unpaid phase falls due'),
  overdueDays: z.number(),
  dueNow: z.number().describe('overdue and due today, with penalties and extension fees'),
  totalOwed: z.number().describe('everything to pay the loan off today'),
  breakdown: z.object({
    principal: z.number(),
    interest: z.number(),
    interestTax: z.number().describe('the tax on the interest owed: IVA in Mexico'),
    fee: z.number(),
    tax: z.number().describe('the tax on the fee and on any extension fee'),
    penalty: z.number(),
    rolloverFee: z.number(),
    coupon: z.number(),
  }),
  repaid: z.number(),
  credit: z.number().describe('paid beyond the debt, held for the borrower'),
  schedule: z.array(schedulePhaseSchema),
  rules: z.object({ minAmount: z.number(), step: z.number(), allowOverpayment: z.boolean() }),
  channels: z.array(channelSchema),
  extension: z.object({ available: z.boolean(), left: z.number() }),
  paidOff: z.boolean(),
});

export const stpClabeSchema = z.object({
  clabe: z.string().describe('18 digits under STP (646) with a valid check digit'),
  bankName: z.string(),
  beneficiary: z.string(),
  amountDue: z.number(),
  totalOwed: z.number(),
  currency,
});

export const oxxoReferenceSchema = z.object({
  payOrderId: z.string(),
  reference: z.string().describe("the acquirer's voucher number, typed or scanned at the till"),
  barcode: z.string().describe('the value the Code 128 barcode encodes: the voucher number'),
  voucherUrl: z
    .string()
    .optional()
    .describe("the acquirer's printable voucher page (Stripe's hosted_voucher_url)"),
  amount: z.number(),
  currency,
  expiresAt: z.string().describe('ISO 8601; 23:59 in Mexico City on the last day'),
  storeLimit: z.number().describe('the most a store takes in one payment'),
  reflected: z
    .enum(REFLECTED_WHEN)
    .describe('when the payment shows on the loan: the acquirer confirms by the next business day'),
});

export const oxxoPayload = z.object({
  orderNo: id.optional(),
  amount: z.number().describe('whole pesos').optional(),
  extensionId: id
    .optional()
    .describe("instead of an amount: a waiting extension's fee (GET /repay/confirmExtensionOrder)"),
});

export const reservedAccountSchema = z.object({
  provider: z.enum(RESERVED_ACCOUNT_PROVIDERS),
  accountNumber: z.string().describe('10-digit NUBAN'),
  bankName: z.string(),
  accountName: z.string().describe('the name the paying bank shows'),
  amountDue: z.number(),
  totalOwed: z.number(),
  currency,
});

export const checkoutPayload = z.object({
  orderNo: id.optional(),
  amount: z.number().describe('whole naira; leave out when paying an extension').optional(),
  extensionId: id.describe('the waiting extension whose fee this pays, instead of an amount').optional(),
});

export const checkoutSchema = z.object({
  payOrderId: z.string(),
  gateway: z.enum(GATEWAYS),
  checkoutUrl: z
    .string()
    .describe("the gateway's single-use hosted checkout; it returns to /#/repay/cashier?payOrderId=…"),
  reference: z
    .string()
    .describe('what the gateway knows the payment by (Paystack reference, Flutterwave tx_ref)'),
  amount: z.number(),
  currency,
  expiresAt: z.string().describe('ISO 8601'),
});

export const payOrderPayload = z.object({ payOrderId: id.optional() });

export const payOrderStatusSchema = z.object({
  payOrderId: z.string(),
  status: z.enum(PAY_ORDER_STATES),
  amount: z.number(),
  currency,
  purpose: z.enum(PAY_ORDER_PURPOSES).describe("an extension's fee does not reduce the loan"),
});

export const voucherSchema = z.object({
  voucherId: z.string(),
  orderNo: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency,
  status: z.enum(VOUCHER_STATES),
  submittedAt: z.string(),
  feedbackDueAt: z.string().describe('48 hours after submission'),
  decidedAt: z.string().optional(),
  rejectReason: z.string().optional(),
});

export const extensionOrderSchema = z.object({
  extensionId: z
    .string()
    .describe(
      'pay the fee with it: GET /repay/getOXXOReference { orderNo, extensionId }, or any transfer of at least `total` into the own account while it waits',
    ),
  orderNo: z.string(),
  status: z.enum(EXTENSION_STATES),
  total: z.number().describe('fee and tax, frozen while it waits'),
  currency,
  newDueDate: z.string().describe('YYYY-MM-DD, market time zone: the deferred payment’s new due date'),
  expiresAt: z.string().describe('ISO 8601: 24 hours after it was asked for'),
});

export const extensionDataSchema = z.object({
  orderNo: z.string(),
  available: z.boolean(),
  refusal: z.string().optional().describe('why not, in the request language'),
  left: z.number().describe('extensions this loan may still take'),
  days: z.number(),
  deferred: z.number().describe('the earliest unpaid payment, which the fee is charged on'),
  fee: z.number(),
  tax: z.number(),
  total: z.number(),
  currentDueDate: z.string().optional(),
  newDueDate: z.string().optional(),
  currency,
  pending: extensionOrderSchema.optional().describe('the extension waiting for its fee, if any'),
  applied: extensionOrderSchema
    .optional()
    .describe(
      'with none available: the extension already applied to this loan, if any, and its new due date',
    ),
  agreement: z.object({ title: z.string(), text: z.string(), version: z.string() }),
});

export const portalDetailSchema = z.object({
  payOrderId: z.string(),
  orderNoMasked: z.string().describe('the order number with its middle hidden'),
  borrowerInitials: z.string().describe('initials only: no name, phone or address'),
  amountDue: z.number().describe('what the link asks to pay'),
  totalOwed: z.number(),
  currency,
  dueDate: z.string().optional(),
  status: z.enum(PAY_ORDER_STATES),
  channels: z.array(channelSchema),
});
