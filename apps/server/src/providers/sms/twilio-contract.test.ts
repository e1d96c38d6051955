import { describe, expect, it } from 'vitest';
import type { ProviderConnection } from '../../sandbox/standins/standin.ts';
import type { CodeMessage } from './sms-provider.ts';
import { CALL_CREATE, MESSAGE_CREATE, SAY_LANGUAGES } from './twilio-create-parameters.ts';
import { TwilioSmsProvider } from './twilio-sms.ts';

const ACCOUNT = { accountSid: `AC${'3c'.repeat(16)}`, authToken: 'a'.repeat(32), from: '+15005550006' };

/** What the client puts on the wire, answered as Twilio answers a create. */
function recorded() {
  const requests: { method: string; url: URL; contentType: string; form: URLSearchParams }[] = [];
  const connection: ProviderConnection = {
    baseUrl: 'https://api.twilio.com',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push({
        method: request.method,
        url: new URL(request.url),
        contentType: request.headers.get('content-type') ?? '',
        form: new URLSearchParams(await request.text()),
      });
      return new Response(JSON.stringify({ sid: `SM${'0'.repeat(32)}`, status: 'queued' }), { status: 201 });
    },
  };
  return { requests, provider: new TwilioSmsProvider(ACCOUNT, connection) };
}

const message = (channel: CodeMessage['channel'], language: CodeMessage['language']): CodeMessage => ({
  mobile: '5512345678',
  e164: '+525512345678',
  channel,
  code: '123456',
  language,
  text: 'Tu código es 1 2 3 4 5 6',
});

function expectDocumented(form: URLSearchParams, spec: typeof MESSAGE_CREATE | typeof CALL_CREATE) {
  const names = [...form.keys()];
  for (const name of names) expect(spec.parameters, name).toContain(name);
  for (const name of spec.required) expect(names, name).toContain(name);
  for (const group of spec.oneOf)
    expect(
      names.some((name) => group.includes(name)),
      group.join('|'),
    ).toBe(true);
}

describe("our Twilio requests against Twilio's documented create parameters", () => {
  it('sends a Message with documented form fields only, to the documented path', async () => {
    const { requests, provider } = recorded();
    await provider.send(message('sms', 'es'));
    const [sms] = requests;
    expect(sms?.method).toBe('POST');
    expect(sms?.url.href).toBe(
      `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`,
    );
    expect(sms?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expectDocumented(sms?.form ?? new URLSearchParams(), MESSAGE_CREATE);
    expect(sms?.form.get('To')).toMatch(/^\+[1-9]\d{7,14}$/);
  });

  it("places a Call with documented form fields only, its TwiML in the borrower's language", async () => {
    const { requests, provider } = recorded();
    await provider.send(message('voice', 'es'));
    await provider.send(message('voice', 'en'));
    for (const call of requests) {
      expect(call.url.pathname).toBe(`/2010-04-01/Accounts/${ACCOUNT.accountSid}/Calls.json`);
      expectDocumented(call.form, CALL_CREATE);
    }
    const languages = requests.map((call) => /language="([^"]+)"/.exec(call.form.get('Twiml') ?? '')?.[1]);
    expect(languages).toEqual(['es-MX', 'en-US']);
    for (const language of languages) expect(SAY_LANGUAGES).toContain(language);
  });
});
