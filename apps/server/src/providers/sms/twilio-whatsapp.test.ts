import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderConnection } from '../../sandbox/standins/standin.ts';
import {
  ACCOUNT,
  DELAY_MS,
  startTwilioStandIn,
} from '../../sandbox/standins/twilio/twilio-standin-fixture.ts';
import { MarketSms } from './market-sms.ts';
import { SmsRejectedError } from './sms-provider.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

type StandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
let twilio: StandIn;
const wire: ProviderConnection = { baseUrl: '', fetch: (input, init) => fetch(input, init) };
const WHATSAPP_FROM = '+15005550006';

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  wire.baseUrl = twilio.baseUrl;
});
afterAll(() => twilio.close());

describe("texts and WhatsApp through Twilio's Messages API, against the stand-in", () => {
  it('sends a text by SMS and answers its sid', async () => {
    const provider = new TwilioSmsProvider(ACCOUNT, wire);
    const to = '+525512340100';
    const sid = await provider.sendText({ e164: to, text: 'Puente: your payment is due on 13 March.' });
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    twilio.clock.wallMs += DELAY_MS;
    expect(await twilio.handsets.received(to)).toMatchObject([{ sid, channel: 'sms', to }]);
  });

  it('sends by WhatsApp with whatsapp: addresses when its sender is set, and the phone has it as WhatsApp', async () => {
    const provider = new TwilioSmsProvider({ ...ACCOUNT, whatsappFrom: WHATSAPP_FROM }, wire);
    const to = '+2348031234567';
    const sid = await provider.sendText({ e164: to, text: 'Puente: hello', whatsapp: true });
    twilio.clock.wallMs += DELAY_MS;
    expect(await twilio.handsets.received(to)).toMatchObject([
      { sid, channel: 'whatsapp', to, text: 'Puente: hello' },
    ]);
    const records = await twilio.store.list<Record<string, unknown>>('Message');
    expect(records.find((r) => r.sid === sid)).toMatchObject({
      to: `whatsapp:${to}`,
      from: `whatsapp:${WHATSAPP_FROM}`,
    });
  });

  it('offers WhatsApp only with its sender, and the stand-in refuses a mixed pair as Twilio does', async () => {
    const plain = new TwilioSmsProvider(ACCOUNT, wire);
    expect(plain.offersWhatsApp).toBe(false);
    await expect(plain.sendText({ e164: '+525512340101', text: 'x', whatsapp: true })).rejects.toThrow(
      SmsRejectedError,
    );
    const routes = { MX: { sms: plain, voice: plain }, NG: { sms: undefined, voice: plain } };
    expect(new MarketSms(routes).whatsappOffered).toBe(false);
    expect(
      new MarketSms(routes, new TwilioSmsProvider({ ...ACCOUNT, whatsappFrom: WHATSAPP_FROM }, wire))
        .whatsappOffered,
    ).toBe(true);
    const mixed = await fetch(`${twilio.baseUrl}/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${ACCOUNT.accountSid}:${ACCOUNT.authToken}`).toString('base64')}`,
      },
      body: new URLSearchParams({ To: 'whatsapp:+525512340102', From: WHATSAPP_FROM, Body: 'x' }),
    });
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ code: 21910 });
  });

  it('tells a failure of Twilio (5xx) from a refusal (4xx), so only the first is tried again', async () => {
    const provider = new TwilioSmsProvider(ACCOUNT, wire);
    const refused = await provider.sendText({ e164: '+525512340000', text: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsRejectedError);
    expect((refused as SmsRejectedError).transient).toBe(false);
    expect((refused as Error).message).not.toContain('5512340000');
    const failing = new TwilioSmsProvider(ACCOUNT, {
      baseUrl: wire.baseUrl,
      fetch: async () => new Response('{"code":20500}', { status: 500 }),
    });
    const failed = await failing.sendText({ e164: '+525512340103', text: 'x' }).catch((e: unknown) => e);
    expect((failed as SmsRejectedError).transient).toBe(true);
  });
});
