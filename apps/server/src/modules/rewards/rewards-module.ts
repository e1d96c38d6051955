import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { grantBankAccountCoupons } from './coupon-grants.ts';
import { CouponService } from './coupon-service.ts';
import { DrawService } from './draw-service.ts';
import { rewardCalls } from './reward-routes.ts';

/** Coupons and the prize draw. */
export const rewardsModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock } = shared;
  parts.addCalls(app, rewardCalls(new CouponService({ db, clock }), new DrawService({ db, clock })));
  parts.addTickStep('grantBankAccountCoupons', () => grantBankAccountCoupons(db, clock.now()));
};
