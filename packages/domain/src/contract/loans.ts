import { z } from 'zod';
import { ORDER_GROUPS } from '../orders/order-views.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';
import {
  currency,
  homeSchema,
  loanAmount,
  orderNoPayload,
  orderSchema,
  productSchema,
  quoteSchema,
} from './loan-schemas.ts';

const tags = ['loans'];
const productsAnswer = z.object({ products: z.array(productSchema) });
const applyPayload = z.object({
  productId: z.string().max(40).optional(),
  loanAmount: loanAmount.optional(),
});
const applyAnswer = z.object({ orderNo: z.string(), status: z.number(), decideAt: z.string() });
const ordersPayload = z.object({ group: z.enum(ORDER_GROUPS).optional() });
const ordersAnswer = z.object({ orders: z.array(orderSchema) });
const amountErrors = ['productNotFound', 'amountOverQuota', 'amountOutOfRange', 'payloadInvalid'] as const;
/** Applying submits the onboarding first (its completion checks), then applies the loan rules. */
const applyErrors = [
  ...amountErrors,
  'orderOpen',
  'rejectedRecently',
  'identityIncomplete',
  'faceFailed',
  'stepNotReady',
  // Decision 038: the applicant's id is another account's, or that person has a loan open elsewhere.
  'identityTaken',
  'personLoanOpen',
] as const;
const orderErrors = ['orderNoMissing', 'orderNotFound'] as const;
const cancelErrors = [...orderErrors, 'cancelRefused', 'orderNotReady'] as const;

/** Products, applying, orders and cancelling (spec §7, /loan). */
export const loanContracts = {
  productList: defineContract({
    method: 'GET',
    path: '/loan/product/list',
    summary:
      "The market's loan products, priced for this borrower (the repeat rate once a loan was repaid on time)",
    tags,
    auth: true,
    payload: emptyPayload,
    answer: productsAnswer,
    errors: [],
  }),
  productListMarket: defineContract({
    method: 'GET',
    path: '/loan/product/list-market',
    summary: "The market's loan products at first-loan rates; no login needed (home's hot loans, promotions)",
    tags,
    auth: false,
    payload: emptyPayload,
    answer: productsAnswer,
    errors: [],
  }),
  stepAmount: defineContract({
    method: 'GET',
    path: '/loan/product/step-amount',
    summary:
      "The amounts a borrower may pick for a product: every step from its minimum up to the borrower's quota",
    tags,
    auth: true,
    payload: z.object({ productId: z.string().max(40) }),
    answer: z.object({ amounts: z.array(z.number()), quota: z.number(), currency }),
    errors: ['productNotFound'],
  }),
  home: defineContract({
    method: 'GET',
    path: '/loan/loan-product/index',
    summary:
      "Home: the status banner and button of spec §4, the borrower's current order, quota and hot loans",
    tags,
    auth: true,
    payload: emptyPayload,
    answer: homeSchema,
    errors: [],
  }),
  productInfo: defineContract({
    method: 'GET',
    path: '/loan/confirm/product-info',
    summary:
      'Key facts before signing: of an order (orderNo), or of a loan being considered (productId and loanAmount)',
    tags,
    auth: true,
    payload: z.object({
      orderNo: z.string().max(40).optional(),
      productId: z.string().max(40).optional(),
      loanAmount: loanAmount.optional(),
    }),
    answer: z.object({ quote: quoteSchema }),
    errors: [...amountErrors, 'orderNotFound'],
  }),
  apply: defineContract({
    method: 'POST',
    path: '/loan/loan-order/apply-market',
    summary:
      'Apply for a loan: onboarding must be complete; one open order per borrower; decided after the review delay',
    tags,
    auth: true,
    payload: applyPayload,
    answer: applyAnswer,
    errors: applyErrors,
  }),
  applyAgain: defineContract({
    method: 'POST',
    path: '/loan/loan-order/apply-market-again',
    summary:
      'Apply again after a finished loan: product and amount default to the last loan (capped by the quota)',
    tags,
    auth: true,
    payload: applyPayload,
    answer: applyAnswer,
    errors: applyErrors,
  }),
  latest: defineContract({
    method: 'GET',
    path: '/loan/loan-order/latest',
    summary: "The borrower's latest order, or null",
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({ order: orderSchema.nullable() }),
    errors: [],
  }),
  list: defineContract({
    method: 'GET',
    path: '/loan/loan-order/list',
    summary:
      "The borrower's orders of one records tab: incomplete (open) or finished (closed), with statement and schedule",
    tags,
    auth: true,
    payload: ordersPayload,
    answer: ordersAnswer,
    errors: [],
  }),
  listMarket: defineContract({
    method: 'GET',
    path: '/loan/loan-order/list-market',
    summary: "All the borrower's orders, newest first",
    tags,
    auth: true,
    payload: ordersPayload,
    answer: ordersAnswer,
    errors: [],
  }),
  creditInfo: defineContract({
    method: 'GET',
    path: '/loan/get-credit-info',
    summary: "The borrower's quota, loans repaid on time, the next quota and the ceiling",
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({
      quota: z.number(),
      onTimeLoans: z.number(),
      nextQuota: z.number(),
      ceiling: z.number(),
      currency,
    }),
    errors: [],
  }),
  hasCancelLoan: defineContract({
    method: 'GET',
    path: '/loan/has-cancel-loan',
    summary:
      'Whether the order can be cancelled now (an approved offer or a failed payout), and the reasons to pick from',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: z.object({
      canCancel: z.boolean(),
      reasons: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
    errors: orderErrors,
  }),
  cancelLoan: defineContract({
    method: 'POST',
    path: '/loan/cancel-loan',
    summary: 'Cancel with exactly one reason of the cancellation form; only before any money moved',
    tags,
    auth: true,
    payload: orderNoPayload.extend({ reasons: z.array(z.string().max(40)).max(20).default([]) }),
    answer: z.object({}),
    errors: [...cancelErrors, 'cancelReasonMissing', 'cancelReasonTooMany'],
  }),
  cancelDrawMoney: defineContract({
    method: 'POST',
    path: '/loan/cancel-draw-money',
    summary: 'Decline the money of an approved offer or a failed payout, without the form',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: z.object({}),
    errors: cancelErrors,
  }),
};
