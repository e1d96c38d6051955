import { ERRORS, NAIJA_APP } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Handsets } from '../../sandbox/standins/handsets.ts';
import { DbStandInStore } from '../../sandbox/standins/standin-store.ts';
import {
  startTermiiStandIn,
  TERMII_ACCOUNT,
  TERMII_DELAY_MS,
} from '../../sandbox/standins/termii/termii-standin-fixture.ts';
import { Secret } from '../../settings/secret.ts';
import { newMxMobile, startTestService, type TestService } from '../../testing/test-service.ts';

const NIGERIA = { packageName: NAIJA_APP.packageName };
/** A Nigerian mobile, as the borrower types it (0 and 10 digits), that no other test uses or Termii refuses. */
const newNgMobile = () =>
  `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`.replace(/0000$/, '1234');

describe('a sandbox service without Termii settings', () => {
  let s: TestService;
  const phones = (standIn: string) =>
    new Handsets(new DbStandInStore(s.database.db, standIn, () => s.clock.now()));
  beforeAll(async () => {
    s = await startTestService('pglite');
  });
  afterAll(() => s.close());

  it("texts a Nigerian code through Termii's client to the stand-in mounted in it, and the outbox shows it", async () => {
    const mobile = newNgMobile();
    const e164 = `+234${mobile.slice(1)}`;
    const code = await s.requestCode(mobile, NIGERIA);
    const answer = await s.call('POST', '/security/register', { mobile, code }, NIGERIA);
    expect(answer.code).toBe(0);
    expect(await phones('termii').received(e164)).toMatchObject([
      { channel: 'sms', text: expect.stringContaining(code) },
    ]);
    expect(await phones('twilio').received(e164)).toEqual([]);

    // Reachable by anyone who reaches the sandbox: a key that is not the service's is refused.
    const forged = await s.app.inject({
      method: 'POST',
      url: '/dev/termii/api/sms/send',
      payload: {
        api_key: TERMII_ACCOUNT.apiKey,
        to: e164.slice(1),
        from: 'Puente',
        sms: '000000',
        type: 'plain',
        channel: 'dnd',
      },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('calls a Nigerian number through Twilio, and the outbox shows the call', async () => {
    const mobile = newNgMobile();
    const code = await s.requestCode(mobile, { ...NIGERIA, channel: 'voice' });
    const [entry] = (await s.app.inject({ url: `/dev/outbox?mobile=${mobile.slice(1)}` })).json();
    expect(entry).toMatchObject({ channel: 'voice', code });
    expect(await phones('twilio').received(`+234${mobile.slice(1)}`)).toHaveLength(1);
  });

  it('answers a number Termii cannot reach with "could not send", and charges no send', async () => {
    const refused = await s.call('POST', '/security/getVerifyCode', { mobile: '08031230000' }, NIGERIA);
    expect(refused.code).toBe(ERRORS.sendFailed.code);
    const again = await s.call('POST', '/security/getVerifyCode', { mobile: '08031230000' }, NIGERIA);
    expect(again.code).toBe(ERRORS.sendFailed.code);
  });
});

describe('a sandbox service given Termii settings', () => {
  let termii: Awaited<ReturnType<typeof startTermiiStandIn>>;
  let s: TestService;
  beforeAll(async () => {
    termii = await startTermiiStandIn();
    s = await startTestService('pglite', {
      termii: {
        apiKey: new Secret(TERMII_ACCOUNT.apiKey),
        senderId: TERMII_ACCOUNT.senderId,
        baseUrl: termii.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await s.close();
    await termii.close();
  });

  it('texts Nigerian numbers at the Termii it was pointed at, keeps Mexico on Twilio, and mounts no Termii of its own', async () => {
    const mobile = newNgMobile();
    const e164 = `+234${mobile.slice(1)}`;
    const sent = await s.call(
      'POST',
      '/security/getVerifyCode',
      { mobile, channel: 'sms' },
      { ...NIGERIA, lang: 'es' },
    );
    expect(sent.code).toBe(0);
    termii.clock.wallMs += TERMII_DELAY_MS;
    const [text] = await termii.handsets.received(e164);
    expect(text?.text).toMatch(/^Tu código de .+ es \d{6}\./);
    const inbox = await fetch(`${termii.baseUrl}/api/sms/inbox?api_key=${TERMII_ACCOUNT.apiKey}`);
    expect(((await inbox.json()) as unknown[])[0]).toMatchObject({
      receiver: e164.slice(1),
      sms_type: 'dnd',
      sender: 'PuenteNG',
    });

    const mexican = newMxMobile();
    expect(await s.requestCode(mexican)).toMatch(/^\d{6}$/);
    const mounted = await s.app.inject({ method: 'POST', url: '/dev/termii/api/sms/send', payload: {} });
    expect(mounted.statusCode).toBe(404);
  });
});
