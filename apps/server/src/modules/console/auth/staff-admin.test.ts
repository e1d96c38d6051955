import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { staffAuthDeps } from './auth-console-module.ts';
import { enrolledMember, PASSWORD, post, sessionFrom } from './auth-test-kit.ts';
import { createFirstAdmin } from './first-admin.ts';
import { totpCode } from './totp.ts';

describeEngines(ENGINES)('staff invitations and management on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  /** `stepsAhead`: a later code, as the next sign-in within the same 30 s needs (one code, one use). */
  const signIn = async (member: { id: string; email: string; totpSecret: string }, stepsAhead = 0) => {
    const pending = (await post(s, '/sign-in', { email: member.email, password: PASSWORD })).data.pending;
    const code = totpCode(member.totpSecret, Date.now() + stepsAhead * 30_000);
    const answer = await post(s, '/sign-in/totp', { pending, code });
    return sessionFrom(answer.response, member.id, 'reviewer');
  };

  it('invites a member, who enrols TOTP, sets a password and is signed in; the link works once', async () => {
    const admin = await signInStaff(s, 'administrator');
    const invited = await staffCall(s, admin, 'POST', '/staff/invites', {
      email: 'rosa@puente.example',
      name: 'Rosa',
      role: 'reviewer',
    });
    expect(invited).toMatchObject({
      status: 200,
      data: { path: expect.stringMatching(/^\/console\/invite#/) },
    });
    expect(invited.data.link).toBe(`http://localhost:8080${invited.data.path}`);
    const token = invited.data.path.split('#')[1];
    expect(
      await staffCall(s, admin, 'POST', '/staff/invites', {
        email: 'ROSA@puente.example',
        name: 'R',
        role: 'agent',
      }),
    ).toMatchObject({
      status: 409,
      code: 10011109,
    });
    // An invited member has no password yet: signing in is refused like a wrong password.
    expect(await post(s, '/sign-in', { email: 'rosa@puente.example', password: PASSWORD })).toMatchObject({
      code: 10011101,
    });

    const start = await post(s, '/invites/accept/start', { token });
    expect(start).toMatchObject({
      status: 200,
      data: {
        email: 'rosa@puente.example',
        name: 'Rosa',
        role: 'reviewer',
        otpauthUri: expect.stringContaining('otpauth://totp/Puente:'),
      },
    });
    const code = totpCode(start.data.totpSecret, Date.now());
    expect(await post(s, '/invites/accept', { token, password: 'short', totpCode: code })).toMatchObject({
      status: 400,
      code: 10011108,
    });
    expect(
      await post(s, '/invites/accept', { token, password: 'rosa@puente.example', totpCode: code }),
    ).toMatchObject({ code: 10011108 });
    expect(await post(s, '/invites/accept', { token, password: PASSWORD, totpCode: '000000' })).toMatchObject(
      { code: 10011104 },
    );
    const accepted = await post(s, '/invites/accept', { token, password: PASSWORD, totpCode: code });
    expect(accepted).toMatchObject({ status: 200, data: { name: 'Rosa', role: 'reviewer' } });
    const rosa = sessionFrom(accepted.response, accepted.data.memberId, 'reviewer');
    expect(await staffCall(s, rosa, 'GET', '/me')).toMatchObject({ data: { role: 'reviewer' } });
    expect(await post(s, '/invites/accept/start', { token })).toMatchObject({ status: 404, code: 10011107 });

    // The code typed to accept cannot sign in again.
    const pending = (await post(s, '/sign-in', { email: 'rosa@puente.example', password: PASSWORD })).data
      .pending;
    expect(await post(s, '/sign-in/totp', { pending, code })).toMatchObject({ code: 10011104 });

    const list = await staffCall(s, admin, 'GET', '/staff');
    expect(list.data.members.find((m: { id: string }) => m.id === accepted.data.memberId)).toMatchObject({
      email: 'rosa@puente.example',
      role: 'reviewer',
      status: 'active',
      hasTotp: true,
      hasPasskey: false,
      lastSignInAt: expect.any(String),
    });
    const trail = await s.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subjectId, accepted.data.memberId));
    expect(trail.map((r) => r.action)).toEqual([
      'staff.invited',
      'staff.signInFailed',
      'staff.inviteAccepted',
      'staff.signInFailed',
    ]);
  });

  it('disables a member at once: their session ends and they cannot sign in; not oneself', async () => {
    const admin = await signInStaff(s, 'administrator');
    const member = await enrolledMember(s, 'reviewer');
    const session = await signIn(member);
    expect((await staffCall(s, session, 'GET', '/me')).status).toBe(200);

    expect(await staffCall(s, admin, 'POST', `/staff/${admin.memberId}/disable`)).toMatchObject({
      status: 409,
      code: 10011111,
    });
    expect(await staffCall(s, admin, 'POST', `/staff/${member.id}/disable`)).toMatchObject({
      status: 200,
      code: 0,
    });
    expect(await staffCall(s, session, 'GET', '/me')).toMatchObject({ status: 401, code: 10011001 });
    expect(await post(s, '/sign-in', { email: member.email, password: PASSWORD })).toMatchObject({
      status: 401,
      code: 10011101,
    });
    const [row] = await s.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'staff.disabled'));
    expect(row).toMatchObject({
      memberId: admin.memberId,
      subjectId: member.id,
      before: { status: 'enabled' },
      after: { status: 'disabled' },
    });
  });

  it('changes a role, ending their sessions; only with staff.manage', async () => {
    const admin = await signInStaff(s, 'administrator');
    const member = await enrolledMember(s, 'reviewer');
    const session = await signIn(member);
    const finance = await signInStaff(s, 'finance');
    expect(
      await staffCall(s, finance, 'POST', `/staff/${member.id}/role`, { role: 'administrator' }),
    ).toMatchObject({ status: 403 });
    expect(await staffCall(s, finance, 'GET', '/staff')).toMatchObject({ status: 403 });
    expect(await staffCall(s, admin, 'POST', `/staff/${member.id}/role`, { role: 'wizard' })).toMatchObject({
      status: 400,
    });

    expect(
      await staffCall(s, admin, 'POST', `/staff/${member.id}/role`, { role: 'collector' }),
    ).toMatchObject({ status: 200 });
    expect(await staffCall(s, session, 'GET', '/me')).toMatchObject({ status: 401 });
    const again = await signIn(member, 1);
    expect(await staffCall(s, again, 'GET', '/me')).toMatchObject({ data: { role: 'collector' } });
    const [row] = await s.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'staff.roleChanged'));
    expect(row).toMatchObject({
      subjectId: member.id,
      before: { role: 'reviewer' },
      after: { role: 'collector' },
    });
  });

  it('refuses another administrator by command while one is active, unless forced', async () => {
    const config = { secretKey: undefined, sandbox: true, publicUrl: undefined };
    const deps = await staffAuthDeps({ db: s.database.db, clock: s.clock, config, staff: s.services.staff });
    await signInStaff(s, 'administrator');
    const input = { email: 'ana@puente.example', name: 'Ana', password: PASSWORD };
    await expect(createFirstAdmin(deps, input, { ip: 'cli' })).rejects.toMatchObject({
      errorName: 'staffAdminExists',
    });
    const forced = await createFirstAdmin(deps, { ...input, force: true }, { ip: 'cli' });
    expect(forced.otpauthUri).toContain('secret=');

    const pending = (await post(s, '/sign-in', { email: 'ana@puente.example', password: PASSWORD })).data
      .pending;
    const signedIn = await post(s, '/sign-in/totp', {
      pending,
      code: totpCode(forced.totpSecret, Date.now()),
    });
    expect(signedIn).toMatchObject({ status: 200, data: { role: 'administrator' } });
  });
});
