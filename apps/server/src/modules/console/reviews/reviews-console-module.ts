import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { applicationQueue } from './application-queue.ts';
import { applicationReviewRoutes } from './application-review-routes.ts';
import { voucherQueue } from './voucher-queue.ts';
import { voucherReviewRoutes } from './voucher-review-routes.ts';

/**
 * The console's review queues (docs/decisions/059): proofs of payment, and applications and
 * identities the rules or the identity provider left for a person.
 */
export const reviewsConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  shared.staff.queues.add(voucherQueue);
  shared.staff.queues.add(applicationQueue);
  parts.addStaffRoutes(app, [...voucherReviewRoutes(shared), ...applicationReviewRoutes(shared)]);
};
