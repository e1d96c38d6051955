import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { promotionCalls } from './promotion-routes.ts';
import { PromotionService } from './promotion-service.ts';

/** Promotion leads: numbers left on a promotion page; those never claimed are purged. */
export const promotionsModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const promotions = new PromotionService({ db: shared.db, clock: shared.clock, products: shared.products });
  parts.addCalls(app, promotionCalls(promotions));
  parts.addTickStep('purgeUnclaimedPromotions', () => promotions.purgeUnclaimed());
};
