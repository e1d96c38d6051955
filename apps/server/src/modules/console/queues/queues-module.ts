import { DomainError, isStaffRole, staffCan } from '@puente/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { staffMembers } from '../../../db/schema.ts';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import { staffRoute } from '../../staff/staff-route.ts';
import { assign } from './assignments.ts';

/** The queues' overview (counts, overdue, oldest) and who works which item. */
export const queuesConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock } = shared;
  const { queues } = shared.staff;
  parts.addStaffRoutes(app, [
    staffRoute({
      method: 'GET',
      url: '/queues',
      access: 'queues.view',
      summary: 'Each queue the member may work: items open, past their deadline, and the oldest',
      handler: async ({ caller }) => ({ queues: await queues.overview(db, caller.role, clock.now()) }),
    }),
    staffRoute({
      method: 'POST',
      url: '/queues/:queue/items/:itemId/assign',
      access: 'queues.view',
      summary: 'Give an item to a member who may work its queue (yourself by default), or to nobody',
      params: z.object({ queue: z.string().max(60), itemId: z.string().min(1).max(100) }),
      body: z.object({ memberId: z.uuid().nullable().optional() }).strict(),
      handler: async ({ caller, params, body }) => {
        const queue = queues.get(params.queue);
        if (!queue) throw new DomainError('staffFormInvalid', { field: 'queue' });
        if (!staffCan(caller.role, queue.permission)) throw new DomainError('staffForbidden');
        const memberId = body.memberId === undefined ? caller.memberId : body.memberId;
        const now = clock.now();
        return db.transaction(async (tx) => {
          if (memberId !== null) {
            const [member] = await tx
              .select({ role: staffMembers.role })
              .from(staffMembers)
              .where(and(eq(staffMembers.id, memberId), isNull(staffMembers.disabledAt)));
            if (!member || !isStaffRole(member.role) || !staffCan(member.role, queue.permission))
              throw new DomainError('staffFormInvalid', { field: 'memberId' });
          }
          const before = await assign(tx, params, memberId, { memberId: caller.memberId, at: now });
          await recordStaffAction(tx, caller, now, {
            action: 'queue.assigned',
            subjectType: params.queue,
            subjectId: params.itemId,
            before: { memberId: before },
            after: { memberId },
          });
          return { queue: params.queue, itemId: params.itemId, memberId };
        });
      },
    }),
  ]);
};
