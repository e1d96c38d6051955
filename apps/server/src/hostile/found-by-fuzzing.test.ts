import { ERRORS } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../testing/describe-engines.ts';
import { ENGINES } from '../testing/test-database.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

/** The faults the fuzz suites found, each kept as a plain example (they were 500s before the fix). */
describeEngines(ENGINES)('inputs the fuzzing found on %s', (engine) => {
  let s: TestService;
  let token: string;
  beforeAll(async () => {
    s = await startTestService(engine);
    token = (await s.newBorrower()).token;
  });
  afterAll(() => s.close());

  it('refuses a NUL character in a payload field, naming the field, instead of failing in the database', async () => {
    const answer = await s.call('POST', '/repay/portal-link', { orderNo: 'PL1\u00002' }, { token });
    expect(answer).toMatchObject({
      status: 400,
      code: ERRORS.payloadInvalid.code,
      data: { field: 'orderNo' },
    });
  });

  it('refuses a multipart body without its boundary, or cut short, as unreadable', async () => {
    const headers = { packagename: 'com.puente.loans', authorization: `Bearer ${token}` };
    const part = '--x\r\nContent-Disposition: form-data; name="QWERT123"\r\n\r\nAB\r\n';
    for (const [type, payload] of [
      ['multipart/form-data', `${part}--x--\r\n`],
      ['multipart/form-data; boundary=x', part],
    ]) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/user/saveFaceImage',
        headers: { ...headers, 'content-type': type as string },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ERRORS.requestUnreadable.code);
    }
  });

  it('answers junk at the sandbox checkout without a fault', async () => {
    const form = await s.app.inject({
      method: 'POST',
      url: '/dev/checkout/paystack/REF1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([1, 2]),
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().code).toBe(ERRORS.payloadInvalid.code);
    const card = await s.app.inject({
      method: 'POST',
      url: '/dev/checkout/paystack/REF1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ cardNumber: 4084 }),
    });
    expect(card.statusCode).toBe(400);
    const nul = await s.app.inject({ url: '/dev/checkout/flutterwave/%00' });
    expect(nul.statusCode).toBe(404);
  });
});
