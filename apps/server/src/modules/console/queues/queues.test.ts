import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema.ts';
import { signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';

describe('queue overview and assignment', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite');
    s.services.staff.queues.add({
      name: 'test-queue',
      permission: 'vouchers.review',
      deadlineHours: 48,
      count: async () => ({ open: 3, overdue: 1, oldestAt: '2026-01-01T00:00:00.000Z' }),
    });
  });
  afterAll(() => s.close());

  it('counts only the queues a role may work', async () => {
    const reviewer = await signInStaff(s, 'reviewer');
    const collector = await signInStaff(s, 'collector');
    const seen = await staffCall(s, reviewer, 'GET', '/queues');
    expect(seen.data.queues).toContainEqual({
      name: 'test-queue',
      deadlineHours: 48,
      open: 3,
      overdue: 1,
      oldestAt: '2026-01-01T00:00:00.000Z',
    });
    const notSeen = await staffCall(s, collector, 'GET', '/queues');
    expect(notSeen.data.queues.map((q: { name: string }) => q.name)).not.toContain('test-queue');
  });

  it('assigns an item to a member allowed to work it, audited, and refuses others', async () => {
    const reviewer = await signInStaff(s, 'reviewer');
    const collector = await signInStaff(s, 'collector');
    const admin = await signInStaff(s, 'administrator');
    const mine = await staffCall(s, reviewer, 'POST', '/queues/test-queue/items/X1/assign', {});
    expect(mine.data).toEqual({ queue: 'test-queue', itemId: 'X1', memberId: reviewer.memberId });
    const toCollector = await staffCall(s, admin, 'POST', '/queues/test-queue/items/X1/assign', {
      memberId: collector.memberId,
    });
    expect(toCollector).toMatchObject({ status: 400, code: 10011008 });
    expect(await staffCall(s, collector, 'POST', '/queues/test-queue/items/X1/assign', {})).toMatchObject({
      status: 403,
    });
    const trail = await s.database.db.select().from(staffAudit);
    expect(trail.filter((row) => row.action === 'queue.assigned' && row.subjectId === 'X1')).toHaveLength(1);
  });
});
