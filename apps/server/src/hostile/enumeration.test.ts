import { ERRORS, LOOKUP_LIMITS, VERIFICATION } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../settings/load-config.ts';
import { describeEngines } from '../testing/describe-engines.ts';
import { MX_CLABE } from '../testing/profile-fixtures.ts';
import { ENGINES } from '../testing/test-database.ts';
import { newMxMobile, startTestService, type TestService } from '../testing/test-service.ts';

/**
 * Issue 17, findings 3 and 4: who is a borrower, and which numbers are review accounts, is not
 * learned by asking; a review account signs in only with its fixed code (decision 036).
 */
const REVIEW = '5599990001';
const REVIEW_CODE = '480137';
const LOOKUPS = ['/security/existsByMobile', '/security/isRequiredVerificationCode'] as const;

describe('asking about numbers without a session (finding 3)', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService('pglite', {
      reviewAccounts: loadConfig({ REVIEW_ACCOUNTS: `${REVIEW}:${REVIEW_CODE}` }).reviewAccounts,
    });
  });
  afterAll(() => s.close());

  it.each(LOOKUPS)(
    `%s answers ${LOOKUP_LIMITS.perAddressPerHour} numbers an hour from one address, then refuses in the borrower's language`,
    async (path) => {
      const ip = path.endsWith('existsByMobile') ? '198.51.100.7' : '198.51.100.8';
      const answers: number[] = [];
      for (let i = 0; i < 300; i++)
        answers.push((await s.call('GET', path, { mobile: newMxMobile() }, { ip })).code);
      expect(answers.filter((code) => code === 0)).toHaveLength(LOOKUP_LIMITS.perAddressPerHour);
      expect(
        answers.slice(LOOKUP_LIMITS.perAddressPerHour).every((c) => c === ERRORS.tooManyRequests.code),
      ).toBe(true);
      const refused = await s.call('GET', path, { mobile: newMxMobile() }, { ip, lang: 'es' });
      expect(refused).toMatchObject({
        status: 429,
        code: ERRORS.tooManyRequests.code,
        msg: ERRORS.tooManyRequests.es,
      });
      // Another address is not held back by this one.
      expect((await s.call('GET', path, { mobile: newMxMobile() }, { ip: '198.51.100.9' })).code).toBe(0);
    },
  );

  it(`answers ${LOOKUP_LIMITS.perNumberPerHour} questions about one number an hour, from however many addresses`, async () => {
    const mobile = newMxMobile();
    const answers: number[] = [];
    for (let i = 0; i < LOOKUP_LIMITS.perNumberPerHour + 5; i++) {
      const path = LOOKUPS[i % 2] as string;
      answers.push((await s.call('GET', path, { mobile }, { ip: `192.0.2.${i + 1}` })).code);
    }
    expect(answers.slice(0, LOOKUP_LIMITS.perNumberPerHour).every((c) => c === 0)).toBe(true);
    expect(
      answers.slice(LOOKUP_LIMITS.perNumberPerHour).every((c) => c === ERRORS.tooManyRequests.code),
    ).toBe(true);
    const refused = await s.call('GET', LOOKUPS[0], { mobile }, { ip: '192.0.2.200', lang: 'es' });
    expect(refused).toMatchObject({ status: 429, msg: ERRORS.tooManyRequests.es });
    // Other numbers are still answered from those addresses.
    expect((await s.call('GET', LOOKUPS[0], { mobile: newMxMobile() }, { ip: '192.0.2.1' })).code).toBe(0);
  });

  it('gives a review account the same answer as every other number', async () => {
    const ip = '198.51.100.20';
    const review = await s.call('GET', '/security/isRequiredVerificationCode', { mobile: REVIEW }, { ip });
    const other = await s.call(
      'GET',
      '/security/isRequiredVerificationCode',
      { mobile: newMxMobile() },
      { ip },
    );
    expect(review).toEqual(other);
    expect(review.data).toBe(true);
  });
});

describeEngines(ENGINES)('review accounts on %s (finding 4)', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine, {
      reviewAccounts: loadConfig({ REVIEW_ACCOUNTS: `${REVIEW}:${REVIEW_CODE}` }).reviewAccounts,
    });
  });
  afterAll(() => s.close());

  /** Sends a code to the review number as the app does; nothing reaches the outbox. */
  async function askForCode(ip: string) {
    const sent = await s.call('POST', '/security/getVerifyCode', { mobile: REVIEW }, { ip });
    expect(sent.code).toBe(0);
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
  }

  it('registers, logs in and adds a bank account only with the fixed code, and a refused login ends no session', async () => {
    expect((await s.call('POST', '/security/register', { mobile: REVIEW })).code).toBe(ERRORS.codeEmpty.code);
    await askForCode('10.1.0.1');
    const outbox = (await s.app.inject({ url: `/dev/outbox?mobile=${REVIEW}` })).json() as unknown[];
    expect(outbox).toEqual([]);
    const registered = await s.call('POST', '/security/register', { mobile: REVIEW, code: REVIEW_CODE });
    expect(registered.code).toBe(0);
    const token = registered.data.token as string;

    // Without a code nothing opens, and the session already open is not ended.
    expect((await s.call('POST', '/security/login', { mobile: REVIEW })).code).toBe(ERRORS.codeEmpty.code);
    expect((await s.call('POST', '/security/login', { mobile: REVIEW, code: '' })).code).toBe(
      ERRORS.codeEmpty.code,
    );
    expect((await s.call('GET', '/security/getUserInfo', {}, { token })).code).toBe(0);

    // A bank account is confirmed by a code like anyone's.
    expect((await s.call('POST', '/user/addBankCard', MX_CLABE, { token })).code).toBe(ERRORS.codeEmpty.code);

    await askForCode('10.1.0.2');
    expect((await s.call('POST', '/security/login', { mobile: REVIEW, code: REVIEW_CODE })).code).toBe(0);
  });

  it('locks the fixed code after the wrong tries any code allows', async () => {
    await askForCode('10.1.0.3');
    const answers: number[] = [];
    for (let i = 0; i < VERIFICATION.maxWrongTries; i++)
      answers.push((await s.call('POST', '/security/login', { mobile: REVIEW, code: '111111' })).code);
    expect(answers.at(-1)).toBe(ERRORS.codeLocked.code);
    // Locked means locked: the right code is refused too until a new one is asked for.
    expect((await s.call('POST', '/security/login', { mobile: REVIEW, code: REVIEW_CODE })).code).toBe(
      ERRORS.codeLocked.code,
    );
  });
});
