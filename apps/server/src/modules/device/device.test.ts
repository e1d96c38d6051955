import { ERRORS } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deviceActivations } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

describeEngines(ENGINES)('device activation on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const activate = (token: string, payload: Record<string, unknown>) =>
    s.call('POST', '/user/device/addActive', payload, { token });
  const check = async (token: string, deviceId: string) =>
    (await s.call('GET', '/user/device/check-activation', { deviceId }, { token })).data;

  it('activates a device once, refreshes it after, and says whether a device is activated', async () => {
    const { token, userId } = await s.newBorrower();
    expect(await check(token, 'dev-1')).toEqual({ activated: false, activatedAt: null });

    const first = await activate(token, {
      deviceId: 'dev-1',
      platform: 'android',
      appVersion: '1.0.0',
      afid: 'af-1',
    });
    expect(first).toMatchObject({ code: 0, data: { activated: true, firstActivation: true } });
    await s.clock.advance(60_000);
    const again = await activate(token, { deviceId: 'dev-1', platform: 'android', appVersion: '1.1.0' });
    expect(again.data).toEqual({
      activated: true,
      firstActivation: false,
      activatedAt: first.data.activatedAt,
    });

    expect(await check(token, 'dev-1')).toEqual({ activated: true, activatedAt: first.data.activatedAt });
    expect((await check(token, 'dev-2')).activated).toBe(false);

    const [row] = await s.database.db
      .select()
      .from(deviceActivations)
      .where(eq(deviceActivations.userId, userId));
    expect(row).toMatchObject({ packageName: 'com.puente.loans', appVersion: '1.1.0', platform: 'android' });
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(row?.activatedAt.getTime() as number);
  });

  it("does not tell one borrower about another's devices", async () => {
    const a = await s.newBorrower();
    const b = await s.newBorrower();
    await activate(a.token, { deviceId: 'shared-phone', platform: 'ios' });
    expect((await check(b.token, 'shared-phone')).activated).toBe(false);
    expect(
      (await activate(b.token, { deviceId: 'shared-phone', platform: 'ios' })).data.firstActivation,
    ).toBe(true);
  });

  it('refuses a malformed activation and calls without a session', async () => {
    const { token } = await s.newBorrower();
    expect(await activate(token, { platform: 'android' })).toMatchObject({
      code: ERRORS.payloadInvalid.code,
      data: { field: 'deviceId' },
    });
    expect((await activate(token, { deviceId: 'x', platform: 'symbian' })).data).toEqual({
      field: 'platform',
    });
    for (const method of ['GET', 'POST'] as const) {
      expect((await s.call(method, '/user/device/check-activation', { deviceId: 'x' })).code).toBe(
        ERRORS.notLoggedIn.code,
      );
    }
  });

  it('answers check-activation as GET, as the spec lists it, and as POST, as clients sent it, alike (decision 026)', async () => {
    const { token } = await s.newBorrower();
    const first = await activate(token, { deviceId: 'dev-both', platform: 'android' });
    for (const deviceId of ['dev-both', 'dev-never']) {
      const get = await s.call('GET', '/user/device/check-activation', { deviceId }, { token });
      const post = await s.call('POST', '/user/device/check-activation', { deviceId }, { token });
      expect(get.code).toBe(0);
      expect(post).toEqual(get);
    }
    expect(await check(token, 'dev-both')).toEqual({ activated: true, activatedAt: first.data.activatedAt });
  });

  it('lists the packages the collector looks for', async () => {
    const { token } = await s.newBorrower();
    expect((await s.call('GET', '/user/device/packageList', {}, { token })).data).toEqual({
      packageNames: ['com.example.lender.alpha', 'com.example.lender.beta'],
    });
  });
});
