import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { loadServiceSecret } from '../../security/service-secret.ts';
import { CustomerViewService } from './customer-view-service.ts';
import { customerRoutes } from './customers-routes.ts';
import { photoLinkKey } from './photo-links.ts';

/** The console's customer view (issue 20): find a customer, read them masked, reveal, photos, loans, audit. */
export const customersConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  // The same secret every other derived key comes from; reading it again costs one query at start.
  const secret = await loadServiceSecret(shared.config, shared.db);
  const view = new CustomerViewService({
    db: shared.db,
    clock: shared.clock,
    storage: shared.storage,
    photoKey: photoLinkKey(secret),
    wall: shared.staff.wall,
  });
  parts.addStaffRoutes(app, customerRoutes(view));
};
