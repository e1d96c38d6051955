import { ERRORS, type ErrorName, envelopeFieldName } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BODY_LIMIT_BYTES, OPEN_CALL_RATE_LIMIT } from '../protocol/body-limits.ts';
import { MAX_JSON_DEPTH } from '../protocol/json-body-parser.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

/** The attack of issue 17: ~800 KB of `[[[…`, which held the event loop for about a second. */
const NESTED_800_KB = '['.repeat(800 * 1024);
const HEADERS = { packagename: 'com.puente.loans', 'content-type': 'application/json', lang: 'en' };

const refusal = (answer: { statusCode: number; json(): { code: number; msg: string } }) => ({
  status: answer.statusCode,
  code: answer.json().code,
  msg: answer.json().msg,
});
const expected = (name: ErrorName) => ({
  status: ERRORS[name].http,
  code: ERRORS[name].code,
  msg: ERRORS[name].en,
});

describe('request size and nesting (issue 17, finding 2)', () => {
  let s: TestService;
  let ip = 0;
  /** Each request from its own address unless said, so the per-address limits never bite by accident. */
  const post = (url: string, payload: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    s.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...HEADERS, ...headers },
      remoteAddress: remoteAddress ?? `10.17.${(++ip >> 8) & 255}.${ip & 255}`,
    });

  beforeAll(async () => {
    s = await startTestService('pglite');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await s?.close();
  });

  it('refuses deep nesting in a small body with its own code, before anything parses it', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const deep = `{"${envelopeFieldName()}":${'['.repeat(MAX_JSON_DEPTH + 1)}`;
    const answer = await post('/api/security/login', deep);
    const parsedTheBody = parse.mock.calls.some(([text]) => text === deep);
    parse.mockRestore();
    expect(refusal(answer)).toEqual(expected('jsonTooDeep'));
    expect(parsedTheBody).toBe(false);
  });

  it('still reads nesting up to the limit and brackets inside strings', async () => {
    const atLimit = `{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect(refusal(await post('/api/security/login', atLimit))).toEqual(expected('envelopeMissing'));
    const inString = JSON.stringify({ [envelopeFieldName()]: '['.repeat(1000) });
    expect(refusal(await post('/api/security/login', inString))).toEqual(expected('envelopeNotHex'));
  });

  it('refuses an 800 KB nested body on a call without a session as too large (413)', async () => {
    expect(refusal(await post('/api/security/login', NESTED_800_KB))).toEqual(expected('requestTooLarge'));
    expect(refusal(await post('/cou/country/meta/ip', NESTED_800_KB))).toEqual(expected('requestTooLarge'));
  });

  it('refuses a sessionless body on a call that needs a session before reading it', async () => {
    // The collector takes up to 8 MB from a borrower; without a session its body is never read.
    const answer = await post('/api/time/upload/contact', NESTED_800_KB);
    expect(refusal(answer)).toEqual(expected('notLoggedIn'));
  });

  it('refuses an 800 KB body, a body past the webhook limit and deep nesting on a webhook, never 5xx', async () => {
    // Refused for its sender or its credentials (decision 037): a small body is read, and never a 5xx.
    expect([401, 403]).toContain((await post('/webhooks/stp', '{"id":1}')).statusCode);
    expect(refusal(await post('/webhooks/stp', NESTED_800_KB))).toEqual(expected('requestTooLarge'));
    const past = JSON.stringify({ id: 1, pad: 'x'.repeat(100 * 1024) });
    expect(refusal(await post('/webhooks/stp', past))).toEqual(expected('requestTooLarge'));
    const deep = `{"id":${'['.repeat(MAX_JSON_DEPTH + 1)}1${']'.repeat(MAX_JSON_DEPTH + 1)}}`;
    expect(refusal(await post('/webhooks/stp', deep))).toEqual(expected('jsonTooDeep'));
  });

  it('refuses a body just over the default limit on every sandbox page and call without its own', async () => {
    const over = JSON.stringify({ days: 1, pad: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) });
    expect(refusal(await post('/dev/clock/advance', over))).toEqual(expected('requestTooLarge'));
    expect(refusal(await post('/api/security/getVerifyCode', over))).toEqual(expected('requestTooLarge'));
  });

  it('counts a call without a session per address before its body is read', async () => {
    const address = '10.99.0.1';
    const over = 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES + 1);
    const answers = await Promise.all(
      Array.from({ length: OPEN_CALL_RATE_LIMIT.max }, () => post('/cou/country/meta/ip', over, {}, address)),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([413]));
    // The oversize bodies were counted though never read: the next request, small, is over the limit.
    expect(refusal(await post('/cou/country/meta/ip', '{}', {}, address))).toEqual(
      expected('tooManyRequests'),
    );
  });

  it("keeps a borrower's calls and /healthz answering while nested bodies come in", async () => {
    const borrower = await s.newBorrower();
    const attacks = Array.from({ length: 8 }, () => post('/api/security/login', NESTED_800_KB));
    const health = Array.from({ length: 8 }, () => s.app.inject({ url: '/healthz' }));
    const userInfo = s.call('GET', '/security/getUserInfo', {}, { token: borrower.token });
    const [attacked, healthy, info] = await Promise.all([
      Promise.all(attacks),
      Promise.all(health),
      userInfo,
    ]);
    expect(attacked.map((a) => a.statusCode)).toEqual(Array(8).fill(413));
    expect(healthy.map((h) => h.statusCode)).toEqual(Array(8).fill(200));
    expect(info.code).toBe(0);
  });
});
