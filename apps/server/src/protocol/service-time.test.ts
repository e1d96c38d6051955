import { DEFAULT_APP, ERRORS, envelopeFieldName, SERVICE_TIME_HEADER } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../testing/describe-engines.ts';
import { ENGINES } from '../testing/test-database.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { encryptEnvelope } from './envelope-crypto.ts';

const DAY_MS = 86_400_000;

/** Finding 9 of issue 16: every answer says the service's time, so the phone's clock does not matter. */
describeEngines(ENGINES)("the service's time on %s", (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  /** Asks whether a number exists, the envelope dated `deviceNow` (the phone's clock). */
  const ask = async (deviceNow: number) => {
    const body = JSON.stringify({ mobile: '5512345678', t: Math.floor(deviceNow / 1000) });
    const before = Date.now();
    const answer = await s.app.inject({
      method: 'GET',
      url: '/api/security/existsByMobile',
      headers: { packagename: DEFAULT_APP.packageName, lang: 'en' },
      query: { [envelopeFieldName()]: encryptEnvelope(DEFAULT_APP.packageName, body) },
    });
    const serviceTime = Number(answer.headers[SERVICE_TIME_HEADER]);
    return { code: answer.json().code as number, serviceTime, before, after: Date.now() };
  };

  it('carries the business clock on every answer, refusals too, and moves with it', async () => {
    const right = await ask(Date.now());
    expect(right.code).toBe(0);
    expect(right.serviceTime).toBeGreaterThanOrEqual(right.before);
    expect(right.serviceTime).toBeLessThanOrEqual(right.after);

    // A phone 37 days behind is refused, and told the time it should have used.
    const behind = await ask(Date.now() - 37 * DAY_MS);
    expect(behind.code).toBe(ERRORS.timestampSkewed.code);
    expect(behind.serviceTime).toBeGreaterThanOrEqual(behind.before);
    expect(behind.serviceTime).toBeLessThanOrEqual(behind.after);

    // A tester moves the business clock: deadlines move with it, and so does the time answers carry.
    await s.clock.advance(37 * DAY_MS);
    const moved = await ask(Date.now());
    expect(moved.code).toBe(0);
    expect(moved.serviceTime).toBeGreaterThanOrEqual(moved.before + 37 * DAY_MS);
    expect(moved.serviceTime).toBeLessThanOrEqual(moved.after + 37 * DAY_MS);
  });
});
