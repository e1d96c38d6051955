import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { SoftwareAuthenticator } from '../../../testing/software-authenticator.ts';
import { staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { enrolledMember, PASSWORD, post, sessionFrom } from './auth-test-kit.ts';
import { totpCode } from './totp.ts';

describeEngines(ENGINES)('staff sign-in on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const actions = async (memberId: string) =>
    (await s.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, memberId))).map(
      (r) => r.action,
    );

  it('needs the password and then a TOTP code, and never accepts the same code twice', async () => {
    const member = await enrolledMember(s, 'reviewer');
    const first = await post(s, '/sign-in', { email: member.email.toUpperCase(), password: PASSWORD });
    expect(first).toMatchObject({ status: 200, code: 0, data: { factors: ['totp'], expiresInSeconds: 300 } });
    expect(first.response.cookies).toEqual([]);
    // The pending sign-in is not a session.
    expect(
      (
        await s.app.inject({
          url: '/staff-api/me',
          headers: { cookie: `puente_staff=${first.data.pending}` },
        })
      ).statusCode,
    ).toBe(401);

    const code = totpCode(member.totpSecret, Date.now());
    const signedIn = await post(s, '/sign-in/totp', { pending: first.data.pending, code });
    expect(signedIn).toMatchObject({ status: 200, data: { memberId: member.id, role: 'reviewer' } });
    const who = sessionFrom(signedIn.response, member.id, 'reviewer');
    expect(await staffCall(s, who, 'GET', '/me')).toMatchObject({
      status: 200,
      data: { memberId: member.id },
    });
    // The pending sign-in was spent by the session it made.
    expect(await post(s, '/sign-in/totp', { pending: first.data.pending, code })).toMatchObject({
      status: 401,
      code: 10011103,
    });

    const again = await post(s, '/sign-in', { email: member.email, password: PASSWORD });
    const replay = await post(s, '/sign-in/totp', { pending: again.data.pending, code });
    expect(replay).toMatchObject({ status: 401, code: 10011104 });
    const older = totpCode(member.totpSecret, Date.now() - 30_000);
    expect(await post(s, '/sign-in/totp', { pending: again.data.pending, code: older })).toMatchObject({
      code: 10011104,
    });
    expect(await actions(member.id)).toEqual(['staff.signedIn', 'staff.signInFailed', 'staff.signInFailed']);
  });

  it('answers a wrong password and an unknown e-mail alike, and locks after 5 failed tries', async () => {
    const member = await enrolledMember(s, 'finance');
    const unknown = await post(s, '/sign-in', { email: 'nobody@puente.example', password: PASSWORD });
    const wrong = await post(s, '/sign-in', { email: member.email, password: 'not the password' });
    expect(unknown).toMatchObject({ status: 401, code: 10011101 });
    expect({ ...wrong, response: undefined }).toEqual({ ...unknown, response: undefined });

    // Wrong codes count with wrong passwords: 1 password above, 3 codes, and the 5th try locks.
    const pending = (await post(s, '/sign-in', { email: member.email, password: PASSWORD })).data.pending;
    for (let i = 0; i < 3; i++)
      expect(await post(s, '/sign-in/totp', { pending, code: '000000' })).toMatchObject({ code: 10011104 });
    const fifth = await post(s, '/sign-in', { email: member.email, password: 'still not it' });
    expect(fifth).toMatchObject({ status: 423, code: 10011102 });
    expect(fifth.msg).toContain('15 minutes');
    // Locked: the right password and a right code are refused too, and the pending sign-in ended.
    expect(await post(s, '/sign-in', { email: member.email, password: PASSWORD })).toMatchObject({
      code: 10011102,
    });
    const code = totpCode(member.totpSecret, Date.now());
    expect((await post(s, '/sign-in/totp', { pending, code })).code).not.toBe(0);
    expect(await actions(member.id)).toContain('staff.locked');
    const es = await s.app.inject({
      method: 'POST',
      url: '/staff-api/sign-in',
      headers: { lang: 'es' },
      payload: { email: member.email, password: PASSWORD },
    });
    expect(es.json().msg).toContain('bloqueada por 15 minutos');
  });

  it('signs in with a passkey as the second factor, registered by the signed-in member', async () => {
    const member = await enrolledMember(s, 'administrator');
    const pending = (await post(s, '/sign-in', { email: member.email, password: PASSWORD })).data.pending;
    const signedIn = await post(s, '/sign-in/totp', {
      pending,
      code: totpCode(member.totpSecret, Date.now()),
    });
    const who = sessionFrom(signedIn.response, member.id, 'administrator');

    // PUBLIC_URL: the sandbox default, http://localhost:PORT.
    const authenticator = new SoftwareAuthenticator('http://localhost:8080');
    const creation = await staffCall(s, who, 'POST', '/me/passkeys/options');
    expect(creation).toMatchObject({ status: 200, data: { rp: { id: 'localhost' }, attestation: 'none' } });
    const added = await staffCall(s, who, 'POST', '/me/passkeys', {
      response: authenticator.create(creation.data),
      name: 'Laptop',
    });
    expect(added).toMatchObject({ status: 200, data: { name: 'Laptop' } });

    const next = await post(s, '/sign-in', { email: member.email, password: PASSWORD });
    expect(next.data.factors).toEqual(['totp', 'passkey']);
    const options = await post(s, '/sign-in/passkey/options', { pending: next.data.pending });
    expect(options.data.allowCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);

    // An assertion made for another origin (a phishing page) is refused and counted.
    const phished = authenticator.get(options.data, 'http://puente.example.evil');
    expect(
      await post(s, '/sign-in/passkey', { pending: next.data.pending, response: phished }),
    ).toMatchObject({
      status: 401,
      code: 10011105,
    });
    const fresh = await post(s, '/sign-in/passkey/options', { pending: next.data.pending });
    const assertion = authenticator.get(fresh.data);
    const byPasskey = await post(s, '/sign-in/passkey', { pending: next.data.pending, response: assertion });
    expect(byPasskey).toMatchObject({ status: 200, data: { memberId: member.id } });
    const session = sessionFrom(byPasskey.response, member.id, 'administrator');
    expect(await staffCall(s, session, 'GET', '/me')).toMatchObject({ status: 200 });

    // The same assertion again: its challenge was spent.
    const third = await post(s, '/sign-in', { email: member.email, password: PASSWORD });
    expect(
      await post(s, '/sign-in/passkey', { pending: third.data.pending, response: assertion }),
    ).toMatchObject({
      code: 10011105,
    });
    expect(await actions(member.id)).toEqual(
      expect.arrayContaining(['staff.passkeyAdded', 'staff.signedIn', 'staff.signInFailed']),
    );
  });
});
