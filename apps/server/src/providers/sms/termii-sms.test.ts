import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStandIns } from '../../sandbox/standins/serve-standins.ts';
import type { ProviderConnection } from '../../sandbox/standins/standin.ts';
import type { TermiiInboxEntry } from '../../sandbox/standins/termii/termii-api-routes.ts';
import { termiiStandIn } from '../../sandbox/standins/termii/termii-standin.ts';
import {
  startTermiiStandIn,
  TERMII_ACCOUNT,
  TERMII_DELAY_MS,
} from '../../sandbox/standins/termii/termii-standin-fixture.ts';
import { type CodeMessage, SmsRejectedError } from './sms-provider.ts';
import { TermiiSmsProvider } from './termii-sms.ts';

type StandIn = Awaited<ReturnType<typeof startTermiiStandIn>>;
let termii: StandIn;
/** Every body the client put on the wire, read back as Termii would. */
const sentBodies: Record<string, unknown>[] = [];
const wire: ProviderConnection = {
  baseUrl: '',
  fetch: async (input, init) => {
    sentBodies.push(JSON.parse(String(init?.body)));
    return fetch(input, init);
  },
};
const provider = (account = TERMII_ACCOUNT) => new TermiiSmsProvider(account, wire);

beforeAll(async () => {
  termii = await startTermiiStandIn();
  wire.baseUrl = termii.baseUrl;
});
afterAll(() => termii.close());

let numbers = 0;
const newNumber = () => `+234803${String(1_000_001 + numbers++).padStart(7, '0')}`;
const message = (e164: string, over: Partial<CodeMessage> = {}): CodeMessage => ({
  mobile: e164.slice(-10),
  e164,
  channel: 'sms',
  code: '123456',
  language: 'en',
  text: 'Your Puente code is 123456. It expires in 5 minutes. Never share it with anyone.',
  ...over,
});
const inbox = async (query: Record<string, string> = {}) => {
  const answer = await fetch(
    `${termii.baseUrl}/api/sms/inbox?${new URLSearchParams({ api_key: TERMII_ACCOUNT.apiKey, ...query })}`,
  );
  return (await answer.json()) as TermiiInboxEntry[];
};
const post = (body: Record<string, unknown>) =>
  fetch(`${termii.baseUrl}/api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: TERMII_ACCOUNT.apiKey, type: 'plain', channel: 'dnd', ...body }),
  });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("Termii's client against the Termii stand-in, over HTTP", () => {
  it("texts the borrower's words unchanged on the DND route from the sender ID, and the phone has them after the delay", async () => {
    const to = newNumber();
    const text = 'Tu código de Puente es 654321. Vence en 5 minutos. No lo compartas con nadie.';
    await provider().send(message(to, { language: 'es', code: '654321', text }));

    expect(await termii.handsets.received(to)).toEqual([]);
    termii.clock.wallMs += TERMII_DELAY_MS;
    expect(await termii.handsets.received(to)).toMatchObject([{ channel: 'sms', to, text }]);
    const [entry] = await inbox();
    expect(entry).toMatchObject({
      sender: TERMII_ACCOUNT.senderId,
      receiver: to.slice(1),
      message: text,
      sms_type: 'dnd',
      status: 'Sent',
    });
  });

  it('puts the DND channel, plain type and sender ID in every request, the number without its plus', async () => {
    sentBodies.length = 0;
    const first = newNumber();
    const second = newNumber();
    await provider().send(message(first));
    await provider().send(message(second, { language: 'es', text: 'Tu código de Puente es 111111.' }));
    expect(sentBodies).toEqual([
      expect.objectContaining({ to: first.slice(1), channel: 'dnd', type: 'plain', from: 'PuenteNG' }),
      expect.objectContaining({
        to: second.slice(1),
        channel: 'dnd',
        type: 'plain',
        from: 'PuenteNG',
        sms: 'Tu código de Puente es 111111.',
      }),
    ]);
    expect(Object.keys(sentBodies[0] ?? {}).sort()).toEqual([
      'api_key',
      'channel',
      'from',
      'sms',
      'to',
      'type',
    ]);
  });

  it('answers a send as Termii does, and a text on the generic route is charged but never reaches a DND number', async () => {
    const to = newNumber();
    const sent = await post({
      to: to.slice(1),
      from: TERMII_ACCOUNT.senderId,
      sms: 'hello',
      channel: 'generic',
    });
    expect(sent.status).toBe(200);
    const answer = (await sent.json()) as { message_id: string; balance: unknown };
    expect(answer).toMatchObject({ code: 'ok', message: 'Successfully Sent', user: expect.any(String) });
    expect(answer.message_id).toMatch(/^\d{20,}$/);
    expect(typeof answer.balance).toBe('number');
    termii.clock.wallMs += TERMII_DELAY_MS;
    expect(await termii.handsets.received(to)).toEqual([]);
    expect(await inbox({ message_id: answer.message_id })).toMatchObject([
      { sms_type: 'generic', status: 'DND Active on Phone Number' },
    ]);
  });

  it("maps each of Termii's refusals to a refused send, naming Termii's reason and never the key", async () => {
    const wrongKey = await rejection(
      provider({ ...TERMII_ACCOUNT, apiKey: 'TL-not-ours' }).send(message(newNumber())),
    );
    expect(wrongKey).toBeInstanceOf(SmsRejectedError);
    expect((wrongKey as Error).message).toBe('termii answered 401 (Invalid API key)');

    const unknownSender = await rejection(
      provider({ ...TERMII_ACCOUNT, senderId: 'Stranger' }).send(message(newNumber())),
    );
    expect(unknownSender).toBeInstanceOf(SmsRejectedError);
    expect((unknownSender as Error).message).toMatch(
      /^termii answered 404 \(ApplicationSenderId not found .*Stranger\)$/,
    );

    const unreachable = await rejection(provider().send(message('+2348031230000')));
    expect(unreachable).toBeInstanceOf(SmsRejectedError);
    expect((unreachable as Error).message).toMatch(/^termii answered 400 /);
    expect((unreachable as Error).message).not.toContain(TERMII_ACCOUNT.apiKey);
  });

  it('refuses a voice code without calling Termii: its voice API would drop a leading zero', async () => {
    sentBodies.length = 0;
    const refused = await rejection(
      provider().send(message(newNumber(), { channel: 'voice', code: '012345' })),
    );
    expect(refused).toBeInstanceOf(SmsRejectedError);
    expect(sentBodies).toEqual([]);
  });

  it('refuses what Termii refuses: missing fields, another type or channel, an empty balance', async () => {
    const to = newNumber().slice(1);
    const from = TERMII_ACCOUNT.senderId;
    expect((await post({ to, from })).status).toBe(422);
    expect((await post({ to, from, sms: 'x', channel: 'pigeon' })).status).toBe(422);
    expect((await post({ to, from, sms: 'x', type: 'html' })).status).toBe(422);
    const poor = await startTermiiStandIn({ balance: 1 });
    try {
      const send = () =>
        new TermiiSmsProvider(TERMII_ACCOUNT, { baseUrl: poor.baseUrl, fetch }).send(message(newNumber()));
      await send();
      const empty = await rejection(send());
      expect(empty).toBeInstanceOf(SmsRejectedError);
      expect((empty as Error).message).toBe('termii answered 400 (Insufficient balance)');
    } finally {
      await poor.close();
    }
  });

  it("lists what was sent in Termii's Message History, newest first, to the key's holder only", async () => {
    const to = newNumber();
    await provider().send(message(to, { text: 'Your Puente code is 222222.' }));
    termii.clock.wallMs += 1_000;
    await provider().send(message(to, { text: 'Your Puente code is 333333.' }));
    const mine = (await inbox()).filter((m) => m.receiver === to.slice(1));
    expect(mine.map((m) => m.message)).toEqual([
      'Your Puente code is 333333.',
      'Your Puente code is 222222.',
    ]);
    const stranger = await fetch(`${termii.baseUrl}/api/sms/inbox?api_key=guess`);
    expect(stranger.status).toBe(401);
  });

  it('runs on a port of its own (serveStandIns), as a production-mode service is pointed at it', async () => {
    const running = await serveStandIns(
      [
        termiiStandIn({
          apiKey: TERMII_ACCOUNT.apiKey,
          senderIds: [TERMII_ACCOUNT.senderId],
          deliveryDelayMs: 0,
        }),
      ],
      { host: '127.0.0.1', ports: { termii: 0 }, notifyUrl: 'http://127.0.0.1:9' },
    );
    try {
      const baseUrl = running.urls.termii as string;
      const to = newNumber();
      await new TermiiSmsProvider(TERMII_ACCOUNT, { baseUrl, fetch }).send(message(to));
      const history = await fetch(`${baseUrl}/api/sms/inbox?api_key=${TERMII_ACCOUNT.apiKey}`);
      expect(await history.json()).toMatchObject([{ receiver: to.slice(1), sms_type: 'dnd' }]);
    } finally {
      await running.close();
    }
  });
});
