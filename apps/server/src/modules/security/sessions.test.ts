import { ERRORS, NAIJA_APP, VERIFICATION } from '@puente/domain';
import { acceptedDocuments, privacyPolicyFor, termsFor } from '@puente/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, verificationCodes } from '../../db/schema.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { newMxMobile, startTestService, type TestService } from '../../testing/test-service.ts';
import { acceptancesOf } from './legal-acceptance-repository.ts';

describeEngines(ENGINES)('sessions on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, {
      reviewAccounts: loadConfig({ REVIEW_ACCOUNTS: '+525599990001:480137' }).reviewAccounts,
    });
  });
  afterAll(() => s.close());

  async function register(mobile = newMxMobile()) {
    const answer = await s.call('POST', '/security/register', { mobile, code: await s.requestCode(mobile) });
    expect(answer.code).toBe(0);
    return { mobile, token: answer.data.token as string };
  }

  async function loginAgain(mobile: string, ip = '10.0.0.2') {
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    return s.call('POST', '/security/login', { mobile, code: await s.requestCode(mobile, { ip }) }, { ip });
  }

  it('registers, answers user info, and refuses a second registration of the number', async () => {
    const mobile = newMxMobile();
    const sent = await s.call('POST', '/security/getVerifyCode', { mobile: `+52 ${mobile}` });
    expect(sent).toMatchObject({
      code: 0,
      msg: 'Sent successfully',
      data: { resendSeconds: 60, expiresInSeconds: 300, channel: 'sms' },
    });
    expect((await s.call('GET', '/security/existsByMobile', { mobile })).data).toBe(false);

    const registered = await s.call('POST', '/security/register', { mobile, code: await s.codeFor(mobile) });
    expect(registered.code).toBe(0);
    expect(registered.data.token.length).toBeGreaterThanOrEqual(22);

    const info = await s.call('GET', '/security/getUserInfo', {}, { token: registered.data.token });
    expect(info.data).toMatchObject({
      userId: registered.data.userId,
      mobile,
      e164: `+52${mobile}`,
      market: 'MX',
    });
    expect((await s.call('GET', '/security/existsByMobile', { mobile })).data).toBe(true);

    const again = await s.call('POST', '/security/register', { mobile, code: '000000' }, { lang: 'es' });
    expect(again).toMatchObject({
      code: ERRORS.mobileRegistered.code,
      msg: 'Este número ya está registrado, inicia sesión directamente',
    });
  });

  it('keeps the versions of the terms and privacy policy accepted by registering and logging in', async () => {
    const mobile = newMxMobile();
    const registered = await s.call(
      'POST',
      '/security/register',
      { mobile, code: await s.requestCode(mobile) },
      { lang: 'es', ip: '10.0.0.7' },
    );
    expect(registered.code).toBe(0);
    const userId = registered.data.userId as string;
    const versions = (rows: { document: string; version: string; language: string }[]) =>
      rows.map((r) => [r.document, r.version, r.language]).sort();
    const first = await acceptancesOf(s.database.db, userId);
    expect(versions(first)).toEqual([
      ['privacy', privacyPolicyFor('MX', 'es').version, 'es'],
      ['terms', termsFor('MX', 'es').version, 'es'],
    ]);
    expect(first.every((r) => r.ip === '10.0.0.7')).toBe(true);
    // The same versions again add nothing; the English texts are other versions, kept beside them.
    const logIn = async (lang: 'en' | 'es', ip: string) => {
      await s.clock.advance(VERIFICATION.resendSeconds * 1000);
      const code = await s.requestCode(mobile, { ip });
      expect((await s.call('POST', '/security/login', { mobile, code }, { ip, lang })).code).toBe(0);
    };
    await logIn('es', '10.0.0.2');
    expect(await acceptancesOf(s.database.db, userId)).toEqual(first);
    await logIn('en', '10.0.0.3');
    const english = acceptedDocuments('MX', 'en').map((d) => [d.document, d.version, 'en']);
    expect(versions(await acceptancesOf(s.database.db, userId))).toEqual(
      [...versions(first), ...english].sort(),
    );
  });

  it('stores codes and tokens only as hashes', async () => {
    const { mobile, token } = await register();
    const code = await s.codeFor(mobile);
    const codeRows = await s.database.db.select().from(verificationCodes);
    const sessionRows = await s.database.db.select().from(sessions);
    expect(JSON.stringify(codeRows)).not.toContain(`"${code}"`);
    expect(JSON.stringify(sessionRows)).not.toContain(token);
  });

  it('gives the spec §8 messages for empty and malformed input', async () => {
    expect((await s.call('POST', '/security/getVerifyCode', { mobile: '' })).msg).toBe(
      'Mobile phone number cannot be empty',
    );
    expect((await s.call('POST', '/security/getVerifyCode', { mobile: '12345' })).msg).toBe(
      'Wrong phone number format',
    );
    const mobile = newMxMobile();
    expect((await s.call('POST', '/security/register', { mobile, code: '' })).msg).toBe(
      'Verification code cannot be empty',
    );
    expect((await s.call('POST', '/security/login', { mobile, code: '123456' })).code).toBe(
      ERRORS.mobileNotRegistered.code,
    );
  });

  it('accepts a code once, and not after 5 minutes', async () => {
    const { mobile } = await register();
    const used = await s.codeFor(mobile);
    expect((await s.call('POST', '/security/login', { mobile, code: used })).code).toBe(
      ERRORS.codeInvalid.code,
    );

    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const fresh = await s.requestCode(mobile);
    await s.clock.advance(VERIFICATION.ttlSeconds * 1000);
    expect((await s.call('POST', '/security/login', { mobile, code: fresh })).code).toBe(
      ERRORS.codeExpired.code,
    );
  });

  it('kills a code after 5 wrong tries, even if the right one comes next', async () => {
    const { mobile } = await register();
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const right = await s.requestCode(mobile);
    const wrong = right === '111111' ? '222222' : '111111';
    const codes: number[] = [];
    for (let i = 0; i < VERIFICATION.maxWrongTries; i++) {
      codes.push((await s.call('POST', '/security/login', { mobile, code: wrong })).code);
    }
    expect(codes).toEqual([...Array(4).fill(ERRORS.codeInvalid.code), ERRORS.codeLocked.code]);
    expect((await s.call('POST', '/security/login', { mobile, code: right })).code).toBe(
      ERRORS.codeLocked.code,
    );
  });

  it('limits sends: a countdown between sends and 5 per number per hour', async () => {
    const mobile = newMxMobile();
    expect((await s.call('POST', '/security/getVerifyCode', { mobile })).code).toBe(0);
    const tooSoon = await s.call('POST', '/security/getVerifyCode', { mobile });
    expect(tooSoon.code).toBe(ERRORS.sendTooSoon.code);
    expect(tooSoon.msg).toMatch(/Please wait (59|60) seconds/);
    expect(tooSoon.data.seconds).toBeGreaterThanOrEqual(59);
    for (let i = 0; i < 4; i++) {
      await s.clock.advance(VERIFICATION.resendSeconds * 1000);
      expect(
        (await s.call('POST', '/security/getVerifyCode', { mobile, channel: i % 2 ? 'voice' : 'sms' })).code,
      ).toBe(0);
    }
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const sixth = await s.call('POST', '/security/getVerifyCode', { mobile });
    expect(sixth.code).toBe(ERRORS.sendLimit.code);
    expect(sixth.status).toBe(429);
    await s.clock.advance(60 * 60 * 1000);
    expect((await s.call('POST', '/security/getVerifyCode', { mobile })).code).toBe(0);
  });

  it('sends by voice call as the second channel', async () => {
    const mobile = newMxMobile();
    const code = await s.requestCode(mobile, { channel: 'voice' });
    const [entry] = (await s.app.inject({ url: `/dev/outbox?mobile=${mobile}` })).json();
    expect(entry).toMatchObject({ mobile, channel: 'voice', code });
    expect(entry.text).toContain(code.split('').join(' '));
  });

  it('does not charge a send the gateway refused', async () => {
    const mobile = '5512340000';
    const refused = await s.call('POST', '/security/getVerifyCode', { mobile });
    expect(refused.code).toBe(ERRORS.sendFailed.code);
    expect((await s.call('POST', '/security/getVerifyCode', { mobile })).code).toBe(ERRORS.sendFailed.code);
  });

  it('expires a token after 30 days (10010303)', async () => {
    const { token } = await register();
    await s.clock.advance(29 * 86_400_000);
    expect((await s.call('GET', '/security/getUserInfo', {}, { token })).code).toBe(0);
    await s.clock.advance(1 * 86_400_000);
    const expired = await s.call('GET', '/security/getUserInfo', {}, { token });
    expect(expired).toMatchObject({ status: 401, code: 10010303, msg: 'Token expired, please login again' });
  });

  it('revokes older sessions on a new login (10010304), and logout ends the session (100103)', async () => {
    const { mobile, token: first } = await register();
    const second = await loginAgain(mobile);
    expect(second).toMatchObject({ code: 0, msg: 'Successful login' });
    const elsewhere = await s.call('GET', '/security/getUserInfo', {}, { token: first, lang: 'es' });
    expect(elsewhere).toMatchObject({ code: 10010304, msg: 'La cuenta inició sesión en otro dispositivo' });
    expect((await s.call('GET', '/security/getUserInfo', {}, { token: second.data.token })).code).toBe(0);

    const out = await s.call('POST', '/security/logout', {}, { token: second.data.token });
    expect(out).toMatchObject({ code: 0, msg: 'Exited successfully' });
    expect((await s.call('GET', '/security/getUserInfo', {}, { token: second.data.token })).code).toBe(
      100103,
    );
  });

  it('answers 10010301 without a token and 100103 for a made-up one', async () => {
    expect((await s.call('GET', '/security/getUserInfo', {})).code).toBe(10010301);
    expect((await s.call('GET', '/security/getUserInfo', {}, { token: 'made-up' })).code).toBe(100103);
  });

  it('lets app-store review accounts in with their fixed code only, and says a code is needed for every number', async () => {
    const review = '5599990001';
    expect((await s.call('GET', '/security/isRequiredVerificationCode', { mobile: review })).data).toBe(true);
    expect(
      (await s.call('GET', '/security/isRequiredVerificationCode', { mobile: newMxMobile() })).data,
    ).toBe(true);
    expect((await s.call('POST', '/security/register', { mobile: review })).code).toBe(ERRORS.codeEmpty.code);
    expect((await s.call('POST', '/security/getVerifyCode', { mobile: review })).code).toBe(0);
    expect((await s.call('POST', '/security/register', { mobile: review, code: '480137' })).code).toBe(0);
    expect((await s.call('POST', '/security/login', { mobile: review })).code).toBe(ERRORS.codeEmpty.code);
  });

  it('keeps Nigerian numbers apart under the Nigerian app', async () => {
    const packageName = NAIJA_APP.packageName;
    const mobile = '08031234567';
    const code = await s.requestCode(mobile, { packageName });
    const answer = await s.call(
      'POST',
      '/security/register',
      { mobile: '+234 803 123 4567', code },
      { packageName },
    );
    expect(answer.code).toBe(0);
    const info = await s.call('GET', '/security/getUserInfo', {}, { token: answer.data.token, packageName });
    expect(info.data).toMatchObject({ mobile: '8031234567', e164: '+2348031234567', market: 'NG' });
    expect((await s.call('POST', '/security/getVerifyCode', { mobile })).code).toBe(ERRORS.mobileFormat.code);
  });
});

describe('the limit per IP address', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite');
  });
  afterAll(() => s.close());

  it(`stops the ${VERIFICATION.maxSendsPerIpPerHour + 1}th send from one address within the hour`, async () => {
    const ip = '203.0.113.9';
    const codes: number[] = [];
    for (let i = 0; i <= VERIFICATION.maxSendsPerIpPerHour; i++) {
      codes.push((await s.call('POST', '/security/getVerifyCode', { mobile: newMxMobile() }, { ip })).code);
    }
    expect(codes.slice(0, -1).every((c) => c === 0)).toBe(true);
    expect(codes.at(-1)).toBe(ERRORS.tooManyRequests.code);
    expect(
      (await s.call('POST', '/security/getVerifyCode', { mobile: newMxMobile() }, { ip: '203.0.113.10' }))
        .code,
    ).toBe(0);
  });
});
