import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { staffAudit } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { signInStaff, staffCall } from '../../testing/staff-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

describeEngines(ENGINES)('the staff API core on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
    // A harmless kind, so maker-checker itself can be tested before any real one exists.
    s.services.staff.proposals.register({
      kind: 'test.note',
      family: 'money',
      payload: z.object({ text: z.string() }),
      check: async (_tx, payload) => ({ subjectType: 'note', subjectId: payload.text, customerId: null }),
      carryOut: async (_tx, payload) => ({ done: payload.text }),
    });
  });
  afterAll(() => s.close());

  it('answers who is signed in, and refuses no session, a borrower token and a stale CSRF token', async () => {
    const admin = await signInStaff(s, 'administrator');
    const me = await staffCall(s, admin, 'GET', '/me');
    expect(me).toMatchObject({ status: 200, code: 0, data: { role: 'administrator' } });
    expect(me.data.permissions).toContain('money.approve');

    expect(await staffCall(s, undefined, 'GET', '/me')).toMatchObject({ status: 401, code: 10011001 });
    const borrower = await s.newBorrower();
    const withToken = await staffCall(s, undefined, 'GET', '/me', undefined, {
      authorization: `Bearer ${borrower.token}`,
    });
    expect(withToken.status).toBe(401);
    const noCsrf = await staffCall(
      s,
      admin,
      'POST',
      '/proposals',
      { kind: 'test.note', payload: { text: 'a' } },
      {
        'x-csrf-token': 'forged',
      },
    );
    expect(noCsrf).toMatchObject({ status: 403, code: 10011003 });
  });

  it('lets a different member approve, never the maker, and writes both in the audit trail', async () => {
    const finance = await signInStaff(s, 'finance');
    const admin = await signInStaff(s, 'administrator');
    const proposed = await staffCall(s, finance, 'POST', '/proposals', {
      kind: 'test.note',
      payload: { text: 'b' },
    });
    expect(proposed).toMatchObject({ status: 200, data: { status: 'proposed' } });
    const again = await staffCall(s, admin, 'POST', '/proposals', {
      kind: 'test.note',
      payload: { text: 'b' },
    });
    expect(again).toMatchObject({ status: 409, code: 10011007 });

    const self = await staffCall(s, finance, 'POST', `/proposals/${proposed.data.id}/approve`, {});
    expect(self).toMatchObject({ status: 409, code: 10011004 });
    const approved = await staffCall(s, admin, 'POST', `/proposals/${proposed.data.id}/approve`, {
      note: 'ok',
    });
    expect(approved).toMatchObject({ status: 200, data: { status: 'approved', outcome: { done: 'b' } } });
    const twice = await staffCall(s, finance, 'POST', `/proposals/${proposed.data.id}/reject`, {});
    expect(twice.status).toBe(409);

    const trail = await s.database.db.select().from(staffAudit);
    expect(trail.filter((row) => row.subjectId === 'b').map((row) => row.action)).toEqual([
      'proposal.proposed',
      'proposal.approved',
    ]);
  });

  it('keeps the audit trail append-only', async () => {
    await expect(s.database.executeSql('delete from staff_audit')).rejects.toThrow(/append-only/);
    await expect(s.database.executeSql("update staff_audit set action = 'x'")).rejects.toThrow(/append-only/);
  });

  it('refuses a role without the permission', async () => {
    const collector = await signInStaff(s, 'collector');
    expect(await staffCall(s, collector, 'GET', '/proposals')).toMatchObject({ status: 403, code: 10011002 });
  });
});
