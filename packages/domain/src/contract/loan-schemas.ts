import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { MARKETS } from '../markets/markets.ts';
import { HOME_STATUSES } from '../orders/home-status.ts';
import { ORDER_STATUS_NAMES } from '../orders/order-status.ts';
import { type Currency, SCHEDULE_PHASE_STATES } from '../orders/order-views.ts';
import { COUPON_KINDS } from '../rewards/coupon-definitions.ts';

/** The wire shapes the loan calls share with agreements, payouts, rewards and repayment (order-views.ts types them). */

const CURRENCIES = [...new Set(Object.values(MARKETS).map((m) => m.currency))] as [Currency, ...Currency[]];
export const currency = z.enum(CURRENCIES);
export const language = z.enum(LANGUAGES);
const costName = z.enum(['CAT', 'APR']);

/** Whole major units (pesos, naira) a borrower asks for. */
export const loanAmount = z
  .number()
  .int()
  .positive()
  .max(100_000_000)
  .describe('whole major units (pesos, naira)');

export const orderNoPayload = z.object({
  orderNo: z.string().trim().max(40).optional(),
});

export const productSchema = z.object({
  productId: z.string(),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  step: z.number(),
  tenorDays: z.number(),
  phases: z.number(),
  interestRatePerDay: z.number().describe('percent per day'),
  feeRatePerDay: z.number().describe('percent per day of the tenor, on the amount'),
  penaltyRatePerDay: z.number().describe('percent per day on what is overdue'),
  annualCost: z.number().describe('percent a year: the CAT without IVA in Mexico, the APR in Nigeria'),
  annualCostName: costName,
  currency,
});

export const quoteSchema = z.object({
  productId: z.string(),
  loanAmount: z.number(),
  disbursalAmount: z.number(),
  fee: z.number(),
  tax: z.number().describe('the tax on the fee'),
  interest: z.number(),
  interestTax: z.number().describe('the tax on the interest: IVA in Mexico, none in Nigeria'),
  interestTaxRate: z.number().describe('percent of the interest'),
  totalRepay: z.number(),
  dueDate: z.string(),
  tenorDays: z.number(),
  interestRatePerDay: z.number(),
  penaltyRatePerDay: z.number(),
  annualCost: z.number(),
  annualCostName: costName,
  currency,
  schedule: z.array(
    z.object({
      phase: z.number(),
      dueDate: z.string(),
      principal: z.number(),
      interest: z.number(),
      fee: z.number(),
      tax: z.number(),
      interestTax: z.number(),
      coupon: z.number().describe('what the coupon takes off this phase'),
      amount: z.number().describe('what the borrower pays for the phase, after the coupon'),
    }),
  ),
  coupon: z
    .object({ couponId: z.string(), kind: z.enum(COUPON_KINDS), discount: z.number() })
    .optional()
    .describe('the coupon chosen for this loan; totalRepay already counts it'),
});

/** One phase of a loan's schedule as the borrower sees it: what falls due, what is paid, where it stands. */
export const schedulePhaseSchema = z.object({
  phase: z.number(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  status: z.enum(SCHEDULE_PHASE_STATES),
});

export const orderSchema = z.object({
  orderNo: z.string(),
  status: z.number(),
  statusName: z.enum(ORDER_STATUS_NAMES),
  productId: z.string(),
  productName: z.string(),
  loanAmount: z.number(),
  currency,
  appliedAt: z.string(),
  decideAt: z.string().optional(),
  offerExpiresAt: z.string().optional(),
  retryAt: z.string().optional(),
  refuseReason: z.string().optional().describe('Why an operator refused the application'),
  disbursedAt: z.string().optional(),
  dueDate: z.string().optional(),
  quote: quoteSchema,
  balance: z.object({
    repaid: z.number(),
    unrepaid: z.number(),
    overdueDays: z.number(),
    penalty: z.number(),
    credit: z
      .number()
      .optional()
      .describe('paid beyond the debt or after the loan was paid off, held on this loan for the borrower'),
  }),
  schedule: z.array(schedulePhaseSchema),
  statement: z.array(
    z.object({
      at: z.string(),
      businessDate: z.string(),
      kind: z.string(),
      amount: z.number(),
      description: z.string(),
      reference: z.string().optional(),
    }),
  ),
});

export const homeSchema = z.object({
  homeStatus: z.enum(HOME_STATUSES),
  banner: z.string(),
  button: z.string(),
  quota: z.number(),
  currency,
  order: orderSchema.nullable(),
  retryAt: z.string().optional(),
  heldCredit: z
    .object({ amount: z.number(), orderNo: z.string().describe('the newest loan it is held on') })
    .optional()
    .describe("the borrower's credit held with us, all loans together, when there is any"),
  hotProducts: z.array(productSchema),
});
