import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { inboxCalls } from './inbox-routes.ts';
import { InboxService } from './inbox-service.ts';

/**
 * The borrower's inbox and message preferences (issue 21, decision 060). Messages themselves are
 * written by the services whose events they tell (message-writer.ts, loan-notices.ts); sending them
 * is the delivery module's.
 */
export const messagesModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  // The delivery module adds `whatsappOffered` to the shared services when a WhatsApp channel is configured.
  const whatsappOffered = (shared as { whatsappOffered?: boolean }).whatsappOffered ?? false;
  parts.addCalls(app, inboxCalls(new InboxService({ db: shared.db, clock: shared.clock, whatsappOffered })));
};
