import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { voucherQueue } from './voucher-queue.ts';
import { voucherReviewRoutes } from './voucher-review-routes.ts';

/**
 * The console's review queues (docs/decisions/059): proofs of payment, and applications and
 * identities the rules or the identity provider left for a person.
 */
export const reviewsConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  shared.staff.queues.add(voucherQueue);
  parts.addStaffRoutes(app, [...voucherReviewRoutes(shared)]);
};
