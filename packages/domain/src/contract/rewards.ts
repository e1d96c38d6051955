import { z } from 'zod';
import { COUPON_KINDS } from '../rewards/coupon-definitions.ts';
import { COUPON_STATES } from '../rewards/coupon-rules.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';
import { currency, quoteSchema } from './loan-schemas.ts';

const tags = ['rewards'];
const orderNo = z.string().trim().max(40).optional();
const orderErrors = ['orderNoMissing', 'orderNotFound'] as const;

const couponSchema = z.object({
  couponId: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().describe('major units off, or days without interest'),
  minLoanAmount: z.number(),
  validUntil: z.string().describe('last day it can be used, YYYY-MM-DD in market time'),
  state: z.enum(COUPON_STATES),
  currency,
  orderNo: z.string().optional(),
  usableOnOrder: z.boolean().optional(),
  reason: z.string().optional(),
});

const prizesSchema = z.array(z.object({ prizeId: z.string(), name: z.string(), chancePercent: z.number() }));

/** Coupons and the prize draw (spec §7 /lottery-draw/*). */
export const rewardContracts = {
  couponQuantity: defineContract({
    method: 'GET',
    path: '/lottery-draw/coupon/quantity',
    summary: 'How many usable coupons the borrower holds (the count on the Me tab)',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({ usable: z.number() }),
    errors: [],
  }),
  coupons: defineContract({
    method: 'GET',
    path: '/lottery-draw/coupons',
    summary:
      'The borrower’s coupons, newest first, optionally one tab (usable, used, expired); with orderNo, whether each can be used on that loan and why not',
    tags,
    auth: true,
    payload: z.object({ state: z.enum(COUPON_STATES).optional(), orderNo }),
    answer: z.object({ coupons: z.array(couponSchema) }),
    errors: ['orderNotFound'],
  }),
  couponUse: defineContract({
    method: 'POST',
    path: '/lottery-draw/coupon/use',
    summary:
      'Chooses a coupon for an approved loan before it is signed (couponId null: none); answers the key facts with it',
    tags,
    auth: true,
    payload: z.object({ orderNo, couponId: z.string().uuid().nullable() }),
    answer: z.object({ quote: quoteSchema }),
    errors: [
      ...orderErrors,
      'couponOrderLocked',
      'couponNotFound',
      'couponUsed',
      'couponExpired',
      'couponBelowMinimum',
    ],
  }),
  couponUsed: defineContract({
    method: 'POST',
    path: '/lottery-draw/coupon/used',
    summary:
      'The coupon a loan carries: chosen before signing, or used once the money was sent (null if none)',
    tags,
    auth: true,
    payload: z.object({ orderNo }),
    answer: z.object({ coupon: couponSchema.nullable() }),
    errors: orderErrors,
  }),
  isShow: defineContract({
    method: 'GET',
    path: '/lottery-draw/is-show',
    summary:
      'Whether a prize draw waits (once per loan whose money was sent), with the prizes and their odds',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({ show: z.boolean(), orderNo: z.string().optional(), prizes: prizesSchema }),
    errors: [],
  }),
  create: defineContract({
    method: 'POST',
    path: '/lottery-draw/create',
    summary:
      'Draws the prize of a loan whose money was sent, once: chosen on the server, granted as a coupon',
    tags,
    auth: true,
    payload: z.object({ orderNo }),
    answer: z.object({ orderNo: z.string(), prizeId: z.string(), coupon: couponSchema }),
    errors: [...orderErrors, 'drawNotAvailable', 'drawAlreadyDone'],
  }),
};
