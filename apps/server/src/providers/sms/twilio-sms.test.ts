import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderConnection } from '../../sandbox/standins/standin.ts';
import {
  ACCOUNT,
  DELAY_MS,
  startTwilioStandIn,
} from '../../sandbox/standins/twilio/twilio-standin-fixture.ts';
import type { CodeMessage } from './sms-provider.ts';
import { SmsRejectedError } from './sms-provider.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

type StandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
let twilio: StandIn;
let provider: TwilioSmsProvider;
const wire: ProviderConnection = { baseUrl: '', fetch: (input, init) => fetch(input, init) };

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  wire.baseUrl = twilio.baseUrl;
  provider = new TwilioSmsProvider(ACCOUNT, wire);
});
afterAll(() => twilio.close());

let numbers = 0;
const newNumber = () => `+5255${String(12_340_001 + numbers++).padStart(8, '0')}`;
const message = (e164: string, over: Partial<CodeMessage> = {}): CodeMessage => ({
  mobile: e164.slice(-10),
  e164,
  channel: 'sms',
  code: '123456',
  language: 'en',
  text: 'Your code is 123456',
  ...over,
});
const post = (resource: 'Messages' | 'Calls', form: Record<string, string>, auth = ACCOUNT) =>
  fetch(`${twilio.baseUrl}/2010-04-01/Accounts/${ACCOUNT.accountSid}/${resource}.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.accountSid}:${auth.authToken}`).toString('base64')}`,
    },
    body: new URLSearchParams(form),
  });

describe('the Twilio client against the Twilio stand-in, over HTTP', () => {
  it('texts the words unchanged, and the phone has them once the network delay has passed', async () => {
    const to = newNumber();
    const text = 'Tu código de Puente es 123456. Vence en 5 minutos. No lo compartas con nadie.';
    await provider.send(message(to, { language: 'es', text }));
    expect(await twilio.handsets.received(to)).toEqual([]);
    twilio.clock.wallMs += DELAY_MS;
    expect(await twilio.handsets.received(to)).toMatchObject([{ channel: 'sms', to, text, language: null }]);
    const [record] = await twilio.store.list<Record<string, unknown>>('Message');
    expect(record).toMatchObject({ account_sid: ACCOUNT.accountSid, from: ACCOUNT.from, status: 'queued' });
  });

  it('lists the messages sent to a number, newest first, as Twilio lists them', async () => {
    const to = newNumber();
    await provider.send(message(to, { text: 'Your code is 111111' }));
    await provider.send(message(to, { text: 'Your code is 222222' }));
    await provider.send(message(newNumber(), { text: 'Your code is 333333' }));
    const url = `${twilio.baseUrl}/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json?To=${encodeURIComponent(to)}`;
    const basic = (a: typeof ACCOUNT) =>
      `Basic ${Buffer.from(`${a.accountSid}:${a.authToken}`).toString('base64')}`;
    const listed = await fetch(url, { headers: { authorization: basic(ACCOUNT) } });
    expect(listed.status).toBe(200);
    const { messages } = (await listed.json()) as { messages: { to: string; body: string }[] };
    expect(messages.map((m) => [m.to, m.body])).toEqual([
      [to, 'Your code is 222222'],
      [to, 'Your code is 111111'],
    ]);
    const refused = await fetch(url, { headers: { authorization: basic({ ...ACCOUNT, authToken: 'x' }) } });
    expect(refused.status).toBe(401);
  });

  it("calls and says the text in the borrower's language, XML-special characters and all", async () => {
    const spanish = newNumber();
    const english = newNumber();
    await provider.send(
      message(spanish, { channel: 'voice', language: 'es', text: 'Tu código es 1 2 3 & "4" <5>' }),
    );
    await provider.send(
      message(english, { channel: 'voice', language: 'en', text: "Your code is 1 2 3, it's yours" }),
    );
    twilio.clock.wallMs += DELAY_MS;
    expect(await twilio.handsets.received(spanish)).toMatchObject([
      { channel: 'voice', text: 'Tu código es 1 2 3 & "4" <5>', language: 'es-MX' },
    ]);
    expect(await twilio.handsets.received(english)).toMatchObject([
      { channel: 'voice', text: "Your code is 1 2 3, it's yours", language: 'en-US' },
    ]);
  });

  it('answers a create with the queued resource Twilio answers with', async () => {
    const to = newNumber();
    const sms = await post('Messages', { To: to, From: ACCOUNT.from, Body: 'Hola' });
    expect(sms.status).toBe(201);
    const created = (await sms.json()) as Record<string, string>;
    expect(created).toMatchObject({
      account_sid: ACCOUNT.accountSid,
      api_version: '2010-04-01',
      body: 'Hola',
      direction: 'outbound-api',
      from: ACCOUNT.from,
      num_segments: '1',
      status: 'queued',
      to,
    });
    expect(created.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(created.uri).toBe(`/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages/${created.sid}.json`);
    expect(created.date_created).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);

    const call = await post('Calls', {
      To: to,
      From: ACCOUNT.from,
      Twiml: '<Response><Say>Hola</Say></Response>',
    });
    expect(call.status).toBe(201);
    const placed = (await call.json()) as Record<string, string>;
    expect(placed).toMatchObject({ status: 'queued', to, from: ACCOUNT.from, direction: 'outbound-api' });
    expect(placed.sid).toMatch(/^CA[0-9a-f]{32}$/);
  });

  it("refuses wrong credentials with Twilio's 20003, and another account's path with 20404", async () => {
    const refused = await post(
      'Messages',
      { To: newNumber(), From: ACCOUNT.from, Body: 'x' },
      {
        ...ACCOUNT,
        authToken: '0'.repeat(32),
      },
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Basic realm="Twilio API"');
    expect(await refused.json()).toEqual({
      code: 20003,
      message: 'Authenticate',
      more_info: 'https://www.twilio.com/docs/errors/20003',
      status: 401,
    });
    const stranger = new TwilioSmsProvider({ ...ACCOUNT, authToken: 'e'.repeat(32) }, wire);
    await expect(stranger.send(message(newNumber()))).rejects.toThrow(/answered 401 \(20003\)/);

    const elsewhere = await fetch(
      `${twilio.baseUrl}/2010-04-01/Accounts/AC${'2b'.repeat(16)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${ACCOUNT.accountSid}:${ACCOUNT.authToken}`).toString('base64')}`,
        },
        body: new URLSearchParams({ To: newNumber(), From: ACCOUNT.from, Body: 'x' }),
      },
    );
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { code: number }).code).toBe(20404);
  });

  it('refuses a number it cannot reach (ending in 0000) as an invalid To, by SMS and by call', async () => {
    for (const channel of ['sms', 'voice'] as const) {
      const rejected = provider.send(message('+525512340000', { channel }));
      await expect(rejected).rejects.toBeInstanceOf(SmsRejectedError);
      await expect(rejected).rejects.toThrow(/answered 400 \(21211\)/);
    }
    const answer = await post('Messages', { To: '+525512340000', From: ACCOUNT.from, Body: 'x' });
    expect(await answer.json()).toEqual({
      code: 21211,
      message: "The 'To' number +525512340000 is not a valid phone number.",
      more_info: 'https://www.twilio.com/docs/errors/21211',
      status: 400,
    });
    twilio.clock.wallMs += DELAY_MS;
    expect(await twilio.handsets.received('+525512340000')).toEqual([]);
  });

  it('refuses what Twilio refuses: no To, no From, no Body, no TwiML, TwiML it cannot read', async () => {
    const to = newNumber();
    const cases: [Parameters<typeof post>[0], Record<string, string>, number][] = [
      ['Messages', { From: ACCOUNT.from, Body: 'x' }, 21604],
      ['Messages', { To: to, Body: 'x' }, 21603],
      ['Messages', { To: to, From: ACCOUNT.from }, 21602],
      ['Messages', { To: '5512345678', From: ACCOUNT.from, Body: 'x' }, 21211],
      ['Calls', { From: ACCOUNT.from, Twiml: '<Response><Say>x</Say></Response>' }, 21201],
      ['Calls', { To: to, Twiml: '<Response><Say>x</Say></Response>' }, 21213],
      ['Calls', { To: to, From: ACCOUNT.from }, 21200],
      ['Calls', { To: to, From: ACCOUNT.from, Twiml: '<Response><Say>x</Response>' }, 12100],
      ['Calls', { To: to, From: ACCOUNT.from, Twiml: '<Say>x</Say>' }, 12100],
      ['Calls', { To: to, From: ACCOUNT.from, Twiml: '<Response><Say>a & b</Say></Response>' }, 12100],
    ];
    for (const [resource, form, code] of cases) {
      const answer = await post(resource, form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(((await answer.json()) as { code: number }).code, JSON.stringify(form)).toBe(code);
    }
  });

  it('turns a failure of Twilio itself (5xx) into SmsRejectedError', async () => {
    const failing = new TwilioSmsProvider(ACCOUNT, {
      baseUrl: twilio.baseUrl,
      // Twilio down: its edge answers 503 before any account is looked at.
      fetch: async () =>
        new Response(JSON.stringify({ code: 20503, message: 'Service Unavailable', status: 503 }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await expect(failing.send(message(newNumber()))).rejects.toThrow(SmsRejectedError);
    await expect(failing.send(message(newNumber(), { channel: 'voice' }))).rejects.toThrow(/answered 503/);
  });
});
