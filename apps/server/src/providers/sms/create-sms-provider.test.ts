import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  DELAY_MS,
  startTwilioStandIn,
} from '../../sandbox/standins/twilio/twilio-standin-fixture.ts';
import { Secret } from '../../settings/secret.ts';
import { newMxMobile, startTestService, type TestService } from '../../testing/test-service.ts';

describe('a sandbox service without Twilio settings', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite');
  });
  afterAll(() => s.close());

  it("sends through Twilio's client to the stand-in mounted in it, which takes only the service's account", async () => {
    const mobile = newMxMobile();
    const code = await s.requestCode(mobile);
    const [entry] = (await s.app.inject({ url: `/dev/outbox?mobile=${mobile}` })).json();
    expect(entry).toMatchObject({ mobile, channel: 'sms', code });

    // Reachable by anyone who reaches the sandbox, so a made-up account is refused as Twilio refuses it.
    const forged = await s.app.inject({
      method: 'POST',
      url: `/dev/twilio/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`,
      headers: {
        authorization: `Basic ${Buffer.from(`${ACCOUNT.accountSid}:${ACCOUNT.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ To: `+52${mobile}`, From: ACCOUNT.from, Body: '000000' }).toString(),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe(20003);
  });

  it('asks for the number whose messages it lists', async () => {
    expect((await s.app.inject({ url: '/dev/outbox' })).statusCode).toBe(400);
  });
});

describe('a sandbox service given Twilio settings (SMS_PROVIDER=twilio)', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let s: TestService;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    const { accountSid, authToken, from } = ACCOUNT;
    s = await startTestService('pglite', {
      sms: {
        provider: 'twilio',
        twilio: { accountSid, authToken: new Secret(authToken), from, baseUrl: twilio.baseUrl },
      },
    });
  });
  afterAll(async () => {
    await s.close();
    await twilio.close();
  });

  it('sends to the Twilio it was pointed at, and mounts no stand-in of its own', async () => {
    const mobile = newMxMobile();
    const sent = await s.call(
      'POST',
      '/security/getVerifyCode',
      { mobile, channel: 'voice' },
      { lang: 'es' },
    );
    expect(sent.code).toBe(0);
    twilio.clock.wallMs += DELAY_MS;
    const [call] = await twilio.handsets.received(`+52${mobile}`);
    expect(call).toMatchObject({ channel: 'voice', language: 'es-MX' });
    expect(call?.text).toMatch(/^Tu código de Puente es \d( \d){5}\./);
    expect((await s.app.inject({ url: `/dev/outbox?mobile=${mobile}` })).json()).toEqual([]);
    const mounted = await s.app.inject({
      method: 'POST',
      url: `/dev/twilio/2010-04-01/Accounts/${ACCOUNT.accountSid}/Calls.json`,
    });
    expect(mounted.statusCode).toBe(404);
  });
});
