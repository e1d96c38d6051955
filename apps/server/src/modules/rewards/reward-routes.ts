import { COUPON_KINDS, COUPON_STATES, emptyPayload } from '@puente/domain';
import { z } from 'zod';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import { currency, quoteSchema, requireOrderNo } from '../loans/loan-schemas.ts';
import type { CouponService } from './coupon-service.ts';
import type { DrawService } from './draw-service.ts';

const tags = ['rewards'];
const orderNo = z.string().trim().max(40).optional();

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
export function rewardCalls(coupons: CouponService, draws: DrawService): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      path: '/lottery-draw/coupon/quantity',
      summary: 'How many usable coupons the borrower holds (the count on the Me tab)',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: z.object({ usable: z.number() }),
      handler: async (c) => ({ data: await coupons.quantity(sessionUser(c)) }),
    }),
    defineCall({
      method: 'GET',
      path: '/lottery-draw/coupons',
      summary:
        'The borrower’s coupons, newest first, optionally one tab (usable, used, expired); with orderNo, whether each can be used on that loan and why not',
      tags,
      auth: true,
      payload: z.object({ state: z.enum(COUPON_STATES).optional(), orderNo }),
      answer: z.object({ coupons: z.array(couponSchema) }),
      handler: async (c) => ({ data: await coupons.list(sessionUser(c), c.lang, c.payload) }),
    }),
    defineCall({
      method: 'POST',
      path: '/lottery-draw/coupon/use',
      summary:
        'Chooses a coupon for an approved loan before it is signed (couponId null: none); answers the key facts with it',
      tags,
      auth: true,
      payload: z.object({ orderNo, couponId: z.string().uuid().nullable() }),
      answer: z.object({ quote: quoteSchema }),
      handler: async (c) => {
        const input = { orderNo: requireOrderNo(c.payload), couponId: c.payload.couponId };
        return { data: { quote: await coupons.use(sessionUser(c), c.lang, input, c.ip) } };
      },
    }),
    defineCall({
      method: 'POST',
      path: '/lottery-draw/coupon/used',
      summary:
        'The coupon a loan carries: chosen before signing, or used once the money was sent (null if none)',
      tags,
      auth: true,
      payload: z.object({ orderNo }),
      answer: z.object({ coupon: couponSchema.nullable() }),
      handler: async (c) => ({
        data: await coupons.usedOn(sessionUser(c), c.lang, requireOrderNo(c.payload)),
      }),
    }),
    defineCall({
      method: 'GET',
      path: '/lottery-draw/is-show',
      summary:
        'Whether a prize draw waits (once per loan whose money was sent), with the prizes and their odds',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: z.object({ show: z.boolean(), orderNo: z.string().optional(), prizes: prizesSchema }),
      handler: async (c) => ({ data: await draws.offer(sessionUser(c), c.lang) }),
    }),
    defineCall({
      method: 'POST',
      path: '/lottery-draw/create',
      summary:
        'Draws the prize of a loan whose money was sent, once: chosen on the server, granted as a coupon',
      tags,
      auth: true,
      payload: z.object({ orderNo }),
      answer: z.object({ orderNo: z.string(), prizeId: z.string(), coupon: couponSchema }),
      handler: async (c) => ({
        data: await draws.draw(sessionUser(c), c.lang, requireOrderNo(c.payload), c.ip),
      }),
    }),
  ];
}
