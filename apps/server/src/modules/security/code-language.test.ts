import { ERRORS, VERIFICATION } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../testing/describe-engines.ts';
import { approvedOrder } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { newMxMobile, startTestService, type TestService } from '../../testing/test-service.ts';
import { addressOf, expectOk } from '../disbursement/money-fixtures.ts';

/** Finding 7 of issue 16: codes go out in the borrower's language, and a signing code says what it signs. */
describeEngines(ENGINES)('code messages on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, { sandboxPayoutFailureRate: 0 });
  });
  afterAll(() => s.close());

  const outbox = async (mobile: string) =>
    (await s.app.inject({ url: `/dev/outbox?mobile=${mobile}` })).json() as {
      code: string;
      channel: string;
      text: string;
    }[];

  it('texts a Spanish borrower in Spanish and an English one in English, by SMS and by voice', async () => {
    const spanish = newMxMobile();
    const code = await s.requestCode(spanish, { lang: 'es' });
    expect((await outbox(spanish))[0]?.text).toBe(
      `Tu código de Puente es ${code}. Vence en 5 minutos. No lo compartas con nadie.`,
    );
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const spoken = await s.requestCode(spanish, { lang: 'es', channel: 'voice' });
    expect((await outbox(spanish))[0]?.text).toBe(
      `Tu código de Puente es ${spoken.split('').join(' ')}. Vence en 5 minutos. No lo compartas con nadie.`,
    );

    const english = newMxMobile();
    const other = await s.requestCode(english, { lang: 'en' });
    expect((await outbox(english))[0]?.text).toBe(
      `Your Puente code is ${other}. It expires in 5 minutes. Never share it with anyone.`,
    );
  });

  it('sends the signing code with the order number and the amount, in the borrower language', async () => {
    const { borrower: b, orderNo } = await approvedOrder(s, { loanAmount: 3000 });
    const ask = async (lang: 'en' | 'es') => {
      await s.clock.advance(VERIFICATION.resendSeconds * 1000);
      const before = (await outbox(b.mobile)).length;
      const sent = await s.call(
        'POST',
        '/security/getVerifyCode',
        { mobile: b.mobile, channel: 'sms', orderNo },
        { token: b.token, lang, ip: addressOf(b) },
      );
      expectOk(sent, 'signing code');
      await expect.poll(async () => (await outbox(b.mobile)).length).toBe(before + 1);
      return (await outbox(b.mobile))[0] as { code: string; text: string };
    };

    const en = await ask('en');
    expect(en.text).toBe(
      `Puente: ${en.code} is your code to sign loan ${orderNo} for $3,000.00. ` +
        'It expires in 5 minutes. Never share it with anyone.',
    );
    const es = await ask('es');
    expect(es.text).toBe(
      `Puente: ${es.code} es tu código para firmar el préstamo ${orderNo} por $3,000.00. ` +
        'Vence en 5 minutos. No lo compartas con nadie.',
    );

    // The code it carries signs that loan.
    const signed = await s.call(
      'POST',
      '/loan/validateVerifyCode',
      { orderNo, code: es.code, agree: true },
      { token: b.token },
    );
    expect(signed.code).toBe(0);
  });

  it('sends no signing code without a session, for another borrower, or for a loan already signed', async () => {
    const { borrower: b, orderNo } = await approvedOrder(s);
    const { borrower: other } = await approvedOrder(s);
    const before = (await outbox(b.mobile)).length;
    const otherBefore = (await outbox(other.mobile)).length;
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const ask = (token: string | undefined, lang: 'en' | 'es' = 'en') =>
      s.call(
        'POST',
        '/security/getVerifyCode',
        { mobile: b.mobile, channel: 'sms', orderNo },
        { ...(token ? { token } : {}), lang, ip: addressOf(b) },
      );

    expect(await ask(undefined)).toMatchObject({ code: ERRORS.notLoggedIn.code });
    expect(await ask(other.token, 'es')).toMatchObject({
      code: ERRORS.orderNotFound.code,
      msg: ERRORS.orderNotFound.es,
    });
    expect((await outbox(b.mobile)).length).toBe(before);
    expect((await outbox(other.mobile)).length).toBe(otherBefore);

    const code = await s.requestCode(b.mobile, { token: b.token, ip: addressOf(b) });
    expectOk(
      await s.call('POST', '/loan/validateVerifyCode', { orderNo, code, agree: true }, { token: b.token }),
      'sign',
    );
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    expect(await ask(b.token)).toMatchObject({ code: ERRORS.orderNotReady.code });
  });
});
