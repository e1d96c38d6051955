import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsRejectedError } from './sms-provider.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

/** A stand-in for Twilio's REST endpoint on loopback: it records requests and refuses one number. */
const received: { url: string; auth: string; form: URLSearchParams }[] = [];
const server = createServer(async (req: IncomingMessage, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  const form = new URLSearchParams(body);
  received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', form });
  const refused = form.get('To') === '+525500000000';
  res.writeHead(refused ? 400 : 201, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(refused ? { code: 21211, message: 'Invalid To' } : { sid: 'SM1', status: 'queued' }),
  );
});

let provider: TwilioSmsProvider;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = new TwilioSmsProvider({
    accountSid: 'AC123',
    authToken: 'secret',
    from: '+15550001111',
    baseUrl: `http://127.0.0.1:${port}`,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Twilio provider', () => {
  it('posts an SMS to Messages and a voice call with TwiML to Calls, with basic auth', async () => {
    await provider.send({
      mobile: '5512345678',
      e164: '+525512345678',
      channel: 'sms',
      code: '123456',
      language: 'en',
      text: 'Your code is 123456',
    });
    await provider.send({
      mobile: '5512345678',
      e164: '+525512345678',
      channel: 'voice',
      code: '123456',
      language: 'en',
      text: 'Your code is 1 2 3 <4>',
    });
    await provider.send({
      mobile: '5512345678',
      e164: '+525512345678',
      channel: 'voice',
      code: '123456',
      language: 'es',
      text: 'Tu código es 1 2 3',
    });
    const [sms, voice, spanish] = received;
    expect(sms?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sms?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(sms?.form ?? [])).toEqual({
      To: '+525512345678',
      From: '+15550001111',
      Body: 'Your code is 123456',
    });
    expect(voice?.url).toBe('/2010-04-01/Accounts/AC123/Calls.json');
    expect(voice?.form.get('Twiml')).toBe(
      '<Response><Say language="en-US">Your code is 1 2 3 &#60;4&#62;</Say></Response>',
    );
    expect(spanish?.form.get('Twiml')).toBe(
      '<Response><Say language="es-MX">Tu código es 1 2 3</Say></Response>',
    );
  });

  it('turns a refusal into SmsRejectedError', async () => {
    await expect(
      provider.send({
        mobile: '5500000000',
        e164: '+525500000000',
        channel: 'sms',
        code: '1',
        language: 'en',
        text: 'x',
      }),
    ).rejects.toBeInstanceOf(SmsRejectedError);
  });
});
