import { emptyPayload } from '@puente/domain';
import { z } from 'zod';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import {
  homeSchema,
  orderNoPayload,
  orderSchema,
  productSchema,
  quoteSchema,
  requireOrderNo,
} from './loan-schemas.ts';
import type { LoanService } from './loan-service.ts';

const tags = ['loans'];
const amount = z.number().int().positive().max(100_000_000).describe('whole major units (pesos, naira)');
const applyAnswer = z.object({ orderNo: z.string(), status: z.number(), decideAt: z.string() });

export function loanCalls(loans: LoanService): CallDefinition[] {
  const productList = (path: string) =>
    defineCall({
      method: 'GET',
      path,
      summary:
        path === '/loan/product/list'
          ? "The market's loan products, priced for this borrower (the repeat rate once a loan was repaid on time)"
          : "The market's loan products at first-loan rates; no login needed (home's hot loans, promotions)",
      tags,
      auth: path === '/loan/product/list',
      payload: emptyPayload,
      answer: z.object({ products: z.array(productSchema) }),
      handler: async (c) => ({
        data: {
          products: c.user
            ? await loans.products(c.user, c.lang)
            : loans.marketProducts(c.app.market, c.lang),
        },
      }),
    });
  const apply = (path: string, again: boolean) =>
    defineCall({
      method: 'POST',
      path,
      summary: again
        ? 'Apply again after a finished loan: product and amount default to the last loan (capped by the quota)'
        : 'Apply for a loan: onboarding must be complete; one open order per borrower; decided after the review delay',
      tags,
      auth: true,
      payload: z.object({ productId: z.string().max(40).optional(), loanAmount: amount.optional() }),
      answer: applyAnswer,
      handler: async (c) => ({
        data: await loans.apply(c, sessionUser(c), c.payload, again),
        message: 'orderSubmitted',
      }),
    });
  const orderList = (path: string, grouped: boolean) =>
    defineCall({
      method: 'GET',
      path,
      summary: grouped
        ? "The borrower's orders of one records tab: incomplete (open) or finished (closed), with statement and schedule"
        : "All the borrower's orders, newest first",
      tags,
      auth: true,
      payload: z.object({ group: z.enum(['incomplete', 'finished']).optional() }),
      answer: z.object({ orders: z.array(orderSchema) }),
      handler: async (c) => ({
        data: { orders: await loans.list(sessionUser(c), c.lang, grouped ? c.payload.group : undefined) },
      }),
    });
  return [
    productList('/loan/product/list'),
    productList('/loan/product/list-market'),
    defineCall({
      method: 'GET',
      path: '/loan/product/step-amount',
      summary:
        "The amounts a borrower may pick for a product: every step from its minimum up to the borrower's quota",
      tags,
      auth: true,
      payload: z.object({ productId: z.string().max(40) }),
      answer: z.object({ amounts: z.array(z.number()), quota: z.number(), currency: z.string() }),
      handler: async (c) => ({ data: await loans.stepAmount(sessionUser(c), c.payload.productId) }),
    }),
    defineCall({
      method: 'GET',
      path: '/loan/loan-product/index',
      summary:
        "Home: the status banner and button of spec §4, the borrower's current order, quota and hot loans",
      tags,
      auth: true,
      payload: emptyPayload,
      answer: homeSchema,
      handler: async (c) => ({ data: await loans.home(sessionUser(c), c.lang) }),
    }),
    defineCall({
      method: 'GET',
      path: '/loan/confirm/product-info',
      summary:
        'Key facts before signing: of an order (orderNo), or of a loan being considered (productId and loanAmount)',
      tags,
      auth: true,
      payload: z.object({
        orderNo: z.string().max(40).optional(),
        productId: z.string().max(40).optional(),
        loanAmount: amount.optional(),
      }),
      answer: z.object({ quote: quoteSchema }),
      handler: async (c) => ({ data: { quote: await loans.productInfo(sessionUser(c), c.lang, c.payload) } }),
    }),
    apply('/loan/loan-order/apply-market', false),
    apply('/loan/loan-order/apply-market-again', true),
    defineCall({
      method: 'GET',
      path: '/loan/loan-order/latest',
      summary: "The borrower's latest order, or null",
      tags,
      auth: true,
      payload: emptyPayload,
      answer: z.object({ order: orderSchema.nullable() }),
      handler: async (c) => ({ data: { order: await loans.latest(sessionUser(c), c.lang) } }),
    }),
    orderList('/loan/loan-order/list', true),
    orderList('/loan/loan-order/list-market', false),
    defineCall({
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
        currency: z.string(),
      }),
      handler: async (c) => ({ data: await loans.creditInfo(sessionUser(c)) }),
    }),
    defineCall({
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
      handler: async (c) => ({
        data: await loans.cancellable(sessionUser(c), requireOrderNo(c.payload), c.lang),
      }),
    }),
    defineCall({
      method: 'POST',
      path: '/loan/cancel-loan',
      summary: 'Cancel with exactly one reason of the cancellation form; only before any money moved',
      tags,
      auth: true,
      payload: orderNoPayload.extend({ reasons: z.array(z.string().max(40)).max(20).default([]) }),
      answer: z.object({}),
      handler: async (c) => {
        await loans.cancel(c, sessionUser(c), requireOrderNo(c.payload), c.payload.reasons);
        return { data: {}, message: 'cancelled' };
      },
    }),
    defineCall({
      method: 'POST',
      path: '/loan/cancel-draw-money',
      summary: 'Decline the money of an approved offer or a failed payout, without the form',
      tags,
      auth: true,
      payload: orderNoPayload,
      answer: z.object({}),
      handler: async (c) => {
        await loans.cancel(c, sessionUser(c), requireOrderNo(c.payload), null);
        return { data: {}, message: 'cancelled' };
      },
    }),
  ];
}
