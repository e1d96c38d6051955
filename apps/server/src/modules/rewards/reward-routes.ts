import { rewardContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import { requireOrderNo } from '../loans/order-no.ts';
import type { CouponService } from './coupon-service.ts';
import type { DrawService } from './draw-service.ts';

/** Coupons and the prize draw (spec §7 /lottery-draw/*). */
export function rewardCalls(coupons: CouponService, draws: DrawService): CallDefinition[] {
  return [
    bindCall(contracts.couponQuantity, async (c) => ({ data: await coupons.quantity(sessionUser(c)) })),
    bindCall(contracts.coupons, async (c) => ({
      data: await coupons.list(sessionUser(c), c.lang, c.payload),
    })),
    bindCall(contracts.couponUse, async (c) => {
      const input = { orderNo: requireOrderNo(c.payload), couponId: c.payload.couponId };
      return { data: { quote: await coupons.use(sessionUser(c), c.lang, input, c.ip) } };
    }),
    bindCall(contracts.couponUsed, async (c) => ({
      data: await coupons.usedOn(sessionUser(c), c.lang, requireOrderNo(c.payload)),
    })),
    bindCall(contracts.isShow, async (c) => ({ data: await draws.offer(sessionUser(c), c.lang) })),
    bindCall(contracts.create, async (c) => ({
      data: await draws.draw(sessionUser(c), c.lang, requireOrderNo(c.payload), c.ip),
    })),
  ];
}
