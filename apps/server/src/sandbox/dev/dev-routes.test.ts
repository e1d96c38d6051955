import { ERRORS } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { NG_BASIC } from '../../testing/profile-fixtures.ts';
import { newMxMobile, startTestService, type TestService } from '../../testing/test-service.ts';

describe('sandbox tools under /dev', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite');
  });
  afterAll(() => s.close());

  it('lists what the gateway delivered to a number, newest first, as plain JSON', async () => {
    const mobile = newMxMobile();
    const first = await s.requestCode(mobile);
    await s.clock.advance(60_000);
    const second = await s.requestCode(mobile, { channel: 'voice' });
    const entries = (await s.app.inject({ url: `/dev/outbox?mobile=${mobile}` })).json();
    expect(entries.map((e: { code: string }) => e.code)).toEqual([second, first]);
    expect(entries[0]).toEqual({
      mobile,
      channel: 'voice',
      code: second,
      text: expect.stringContaining('Puente'),
      time: expect.any(String),
    });
    expect(Date.parse(entries[0].time)).toBeGreaterThanOrEqual(Date.parse(entries[1].time));
  });

  it('moves the business clock by minutes or days, and refuses nonsense', async () => {
    const before = Date.parse((await s.app.inject({ url: '/dev/clock' })).json().now);
    const moved = await s.app.inject({
      method: 'POST',
      url: '/dev/clock/advance',
      payload: { days: 7, minutes: 30 },
    });
    expect(moved.json().code).toBe(0);
    const after = Date.parse(moved.json().data.now);
    expect(after - before).toBeGreaterThanOrEqual((7 * 24 * 60 + 30) * 60_000);
    expect(after - before).toBeLessThan((7 * 24 * 60 + 31) * 60_000);

    for (const payload of [{ days: -1 }, { minutes: 'ten' }, {}, { weeks: 1 }]) {
      const refused = await s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(ERRORS.payloadInvalid.code);
    }
  });
  it('names the holder the sandbox bank answers for an account, so a tester can be its owner', async () => {
    const naija = { packageName: 'com.puente.naija' };
    const b = await s.newBorrower({ ...naija, mobile: `081${String(Date.now()).slice(-8)}` });
    const o = { token: b.token, ...naija };
    await s.call('POST', '/user/saveBasicInfo-market', NG_BASIC, o);
    const account = { bankCode: '044', accountNumber: '0198765432' };
    const before = await s.call('GET', '/user/verifyBankCard', account, o);
    expect(before.data.matchesApplicant).toBe(false);

    const held = await s.app.inject({
      method: 'POST',
      url: '/dev/bank/holder',
      payload: { ...account, name: 'Okafor Adaeze' },
    });
    expect(held.json()).toEqual({ ...account, name: 'OKAFOR ADAEZE' });
    expect((await s.call('GET', '/user/verifyBankCard', account, o)).data).toEqual({
      accountName: 'OKAFOR ADAEZE',
      matchesApplicant: true,
    });

    for (const payload of [
      { ...account },
      { ...account, accountNumber: '12' },
      { ...account, name: 'A', x: 1 },
    ]) {
      const refused = await s.app.inject({ method: 'POST', url: '/dev/bank/holder', payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(ERRORS.payloadInvalid.code);
    }
  });
});

describe('production mode', () => {
  let s: TestService;
  const sent: string[] = [];
  const sms: SmsProvider = { send: async (m) => void sent.push(m.e164) };
  beforeAll(async () => {
    s = await startTestService(
      'pglite',
      { sandbox: false, secretKey: 'test-secret-for-production-mode', markets: ['MX'] },
      { sms },
    );
  });
  afterAll(() => s.close());

  it('has no /dev routes at all', async () => {
    for (const [method, url] of [
      ['GET', '/dev/outbox?mobile=5512345678'],
      ['POST', '/dev/clock/advance'],
      ['GET', '/dev/clock'],
    ] as const) {
      const response = await s.app.inject({
        method,
        url,
        payload: method === 'POST' ? { days: 1 } : undefined,
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe(ERRORS.notFound.code);
    }
  });

  it('serves only the apps of its markets (Mexico here) and sends through the configured provider', async () => {
    expect(
      (
        await s.call(
          'GET',
          '/security/existsByMobile',
          { mobile: '08031234567' },
          { packageName: 'com.puente.naija' },
        )
      ).code,
    ).toBe(ERRORS.unknownApp.code);
    const mobile = newMxMobile();
    expect((await s.call('POST', '/security/getVerifyCode', { mobile })).code).toBe(0);
    expect(sent).toContain(`+52${mobile}`);
  });
});
