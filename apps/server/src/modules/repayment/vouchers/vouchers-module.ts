import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { voucherCalls } from './voucher-routes.ts';

/** Proofs of a payment made another way, credited once they are reviewed. */
export const vouchersModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, voucherCalls(shared.vouchers));
};
