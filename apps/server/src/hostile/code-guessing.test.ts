import { ERRORS, VERIFICATION } from '@puente/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verificationCodes } from '../db/schema.ts';
import { addressOf, orderStatus } from '../modules/disbursement/money-fixtures.ts';
import { describeEngines } from '../testing/describe-engines.ts';
import { approvedOrder } from '../testing/loan-fixtures.ts';
import { ENGINES } from '../testing/test-database.ts';
import { type CallReply, newMxMobile, startTestService, type TestService } from '../testing/test-service.ts';

/** Per address and hour, from the calls' own rate limits (security-routes.ts). */
const LOGIN_CALLS_PER_ADDRESS_PER_HOUR = 60;
const CODE_SPACE = 10 ** VERIFICATION.codeLength;

/** Six-digit codes that are not `right`, in order. */
function wrongCodes(right: string, count: number): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < count; n++) {
    const guess = String(n).padStart(VERIFICATION.codeLength, '0');
    if (guess !== right) out.push(guess);
  }
  return out;
}

const refusal = (answer: CallReply, name: keyof typeof ERRORS) => ({
  status: answer.status,
  code: answer.code,
  named: answer.msg === ERRORS[name].en,
});
const expected = (name: keyof typeof ERRORS) => ({
  status: ERRORS[name].http,
  code: ERRORS[name].code,
  named: true,
});

const printed = new Set<string>();

describeEngines(ENGINES)('guessing one-time codes, on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s?.close());

  it('locks a login code after the allowed wrong tries; then even the right code is refused', async () => {
    const b = await s.newBorrower();
    const ip = addressOf(b);
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const code = await s.requestCode(b.mobile, { ip });
    const guesses = wrongCodes(code, VERIFICATION.maxWrongTries + 3);

    const started = performance.now();
    const answers: CallReply[] = [];
    for (const guess of guesses.slice(0, VERIFICATION.maxWrongTries)) {
      answers.push(await s.call('POST', '/security/login', { mobile: b.mobile, code: guess }, { ip }));
    }
    const msToLock = performance.now() - started;
    for (const answer of answers.slice(0, -1))
      expect(refusal(answer, 'codeInvalid')).toEqual(expected('codeInvalid'));
    expect(refusal(answers.at(-1) as CallReply, 'codeLocked')).toEqual(expected('codeLocked'));

    // Further guesses, and then the right code, change nothing: the code is spent.
    for (const guess of guesses.slice(VERIFICATION.maxWrongTries)) {
      const more = await s.call('POST', '/security/login', { mobile: b.mobile, code: guess }, { ip });
      expect(refusal(more, 'codeLocked')).toEqual(expected('codeLocked'));
    }
    const right = await s.call('POST', '/security/login', { mobile: b.mobile, code }, { ip });
    expect(refusal(right, 'codeLocked')).toEqual(expected('codeLocked'));
    expect(right.data).toBeNull();

    // A new code, once the resend wait is over, is the only way in.
    const tooSoon = await s.call(
      'POST',
      '/security/getVerifyCode',
      { mobile: b.mobile, channel: 'sms' },
      { ip },
    );
    expect(refusal(tooSoon, 'sendTooSoon').code).toBe(ERRORS.sendTooSoon.code);
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const fresh = await s.requestCode(b.mobile, { ip });
    const ok = await s.call('POST', '/security/login', { mobile: b.mobile, code: fresh }, { ip });
    expect(ok.code).toBe(0);

    report(engine, 'login', msToLock);
  });

  it('counts racing guesses one by one: a burst of wrong codes locks at the same count', async () => {
    const b = await s.newBorrower();
    const ip = addressOf(b);
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const code = await s.requestCode(b.mobile, { ip });
    const burst = await Promise.all(
      wrongCodes(code, 20).map((guess) =>
        s.call('POST', '/security/login', { mobile: b.mobile, code: guess }, { ip }),
      ),
    );
    expect(burst.filter((a) => a.code === ERRORS.codeInvalid.code)).toHaveLength(
      VERIFICATION.maxWrongTries - 1,
    );
    expect(burst.filter((a) => a.code === ERRORS.codeLocked.code)).toHaveLength(
      20 - VERIFICATION.maxWrongTries + 1,
    );
    const [row] = await s.database.db
      .select({ wrongTries: verificationCodes.wrongTries })
      .from(verificationCodes)
      .where(eq(verificationCodes.e164, `+52${b.mobile}`))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    expect(row?.wrongTries).toBe(VERIFICATION.maxWrongTries);
    const right = await s.call('POST', '/security/login', { mobile: b.mobile, code }, { ip });
    expect(right.code).toBe(ERRORS.codeLocked.code);
  });

  it('sends a number at most the hourly number of codes, however they are spread', async () => {
    const mobile = newMxMobile();
    const ip = '10.201.0.1';
    for (let sent = 0; sent < VERIFICATION.maxSendsPerHour; sent++) {
      await s.requestCode(mobile, { ip });
      await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    }
    const over = await s.call('POST', '/security/getVerifyCode', { mobile, channel: 'voice' }, { ip });
    expect(over.status).toBe(ERRORS.sendLimit.http);
    expect(over.code).toBe(ERRORS.sendLimit.code);
    expect(over.msg).toMatch(/^Too many codes sent to this number\. Please try again in \d+ minutes$/);
  });

  it('limits code sends and login tries per address, across numbers', async () => {
    const ip = '10.202.0.1';
    let sendsAllowed = 0;
    for (;;) {
      const answer = await s.call(
        'POST',
        '/security/getVerifyCode',
        { mobile: newMxMobile(), channel: 'sms' },
        { ip },
      );
      if (answer.code !== 0) {
        expect(refusal(answer, 'tooManyRequests')).toEqual(expected('tooManyRequests'));
        break;
      }
      sendsAllowed++;
      if (sendsAllowed > 1000) throw new Error('no per-address limit on code sends');
    }
    expect(sendsAllowed).toBe(VERIFICATION.maxSendsPerIpPerHour);

    const loginIp = '10.203.0.1';
    let loginsAllowed = 0;
    for (;;) {
      const answer = await s.call(
        'POST',
        '/security/login',
        { mobile: newMxMobile(), code: '123456' },
        { ip: loginIp },
      );
      if (answer.code === ERRORS.tooManyRequests.code) {
        expect(refusal(answer, 'tooManyRequests')).toEqual(expected('tooManyRequests'));
        break;
      }
      expect(answer.code).toBe(ERRORS.mobileNotRegistered.code);
      loginsAllowed++;
      if (loginsAllowed > 1000) throw new Error('no per-address limit on login');
    }
    expect(loginsAllowed).toBe(LOGIN_CALLS_PER_ADDRESS_PER_HOUR);
  });

  it('locks a signing code after the allowed wrong tries; the order stays unsigned', async () => {
    const { borrower: b, orderNo } = await approvedOrder(s);
    const ip = addressOf(b);
    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const code = await s.requestCode(b.mobile, { token: b.token, ip });
    const sign = (typed: string) =>
      s.call(
        'POST',
        '/loan/validateVerifyCode',
        { orderNo, code: typed, agree: true },
        { token: b.token, ip },
      );

    const started = performance.now();
    const answers: CallReply[] = [];
    for (const guess of wrongCodes(code, VERIFICATION.maxWrongTries)) answers.push(await sign(guess));
    const msToLock = performance.now() - started;
    for (const answer of answers.slice(0, -1))
      expect(refusal(answer, 'codeInvalid')).toEqual(expected('codeInvalid'));
    expect(refusal(answers.at(-1) as CallReply, 'codeLocked')).toEqual(expected('codeLocked'));

    expect(refusal(await sign(code), 'codeLocked')).toEqual(expected('codeLocked'));
    expect(await orderStatus(s, orderNo)).toBe(14);

    await s.clock.advance(VERIFICATION.resendSeconds * 1000);
    const fresh = await s.requestCode(b.mobile, { token: b.token, ip });
    expect((await sign(fresh)).code).toBe(0);
    expect(await orderStatus(s, orderNo)).toBe(18);

    report(engine, 'signing', msToLock);
  });
});

/** The figures the closing note quotes, printed once per code kind and engine. */
function report(engine: string, kind: 'login' | 'signing', msToLock: number) {
  const key = `${engine}:${kind}`;
  if (printed.has(key)) return;
  printed.add(key);
  const guessesPerHour = VERIFICATION.maxWrongTries * VERIFICATION.maxSendsPerHour;
  console.log(`code guessing: ${kind} code on ${engine}`);
  console.table({
    'code length (digits)': VERIFICATION.codeLength,
    'possible codes': CODE_SPACE,
    'code lifetime (s)': VERIFICATION.ttlSeconds,
    'wrong tries allowed per code (the last one locks it)': VERIFICATION.maxWrongTries,
    'after the lock':
      'every try answers codeLocked (10010208, HTTP 429), the right code too, until a new code is sent',
    'wait between sends to one number (s)': VERIFICATION.resendSeconds,
    'codes per number per hour': VERIFICATION.maxSendsPerHour,
    'guesses per number per hour': guessesPerHour,
    'chance to guess a number in an hour': `${((guessesPerHour / CODE_SPACE) * 100).toFixed(4)} %`,
    'code sends per address per hour': VERIFICATION.maxSendsPerIpPerHour,
    'login (and register) calls per address per hour': LOGIN_CALLS_PER_ADDRESS_PER_HOUR,
    'measured time to lock a code (ms, sequential tries)': Math.round(msToLock),
  });
}
