import { ERRORS, NAIJA_APP } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bankAccounts, domainEvents } from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import {
  additionFor,
  fullQuestionnaire,
  MX_BASIC,
  MX_CLABE,
  mxBasic,
  NG_BASIC,
  ngBasic,
} from '../../testing/profile-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

const NAIJA = { packageName: NAIJA_APP.packageName };

describeEngines(ENGINES)('profile steps on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(engine);
  });
  afterAll(() => s.close());

  const withBasic = async () => {
    const b = await s.newBorrower();
    expect((await s.call('POST', '/user/saveBasicInfo-market', mxBasic(), { token: b.token })).code).toBe(0);
    return b;
  };

  it('saves personal info, shows it again, and moves to the ID step', async () => {
    const { token } = await s.newBorrower();
    const saved = await s.call(
      'POST',
      '/user/saveBasicInfo-market',
      { ...MX_BASIC, rfc: 'VACE460910SX6' },
      { token },
    );
    expect(saved).toMatchObject({ code: 0, data: { rfcCheckDigitWarning: true, nextStep: 'identity' } });
    const profile = await s.call('GET', '/user/profile', {}, { token });
    expect(profile.data).toMatchObject({
      basicInfo: { nationalId: 'HEGG560427MVZRRL04', gender: 'female', rfc: 'VACE460910SX6' },
      steps: { personalInfo: true, identity: false },
      nextStep: 'identity',
    });
  });

  it('refuses a CURP that does not agree with the birthday, naming the field in the borrower’s language', async () => {
    const { token } = await s.newBorrower();
    const refused = await s.call(
      'POST',
      '/user/saveBasicInfo-market',
      { ...MX_BASIC, gender: 1 },
      { token, lang: 'es' },
    );
    expect(refused).toMatchObject({
      status: 400,
      code: ERRORS.formInvalid.code,
      msg: 'Error en los datos de identidad: la CURP no coincide con tu fecha de nacimiento y sexo',
      data: { field: 'nationalId', rule: 'curpMismatch' },
    });
    const empty = await s.call('POST', '/user/saveBasicInfo', { ...MX_BASIC, firstName: '' }, { token });
    expect(empty.msg).toBe('Please input first name');
  });

  it('saves a Nigerian borrower with BVN and LGA', async () => {
    const b = await s.newBorrower({ ...NAIJA, mobile: `080${String(Date.now()).slice(-8)}` });
    const saved = await s.call('POST', '/user/saveBasicInfo-market', NG_BASIC, { token: b.token, ...NAIJA });
    expect(saved.code).toBe(0);
    const mx = await s.call(
      'POST',
      '/user/saveBasicInfo-market',
      { ...NG_BASIC, bvn: undefined, nationalId: 'HEGG560427MVZRRL04' },
      { token: b.token, ...NAIJA },
    );
    expect(mx.data).toMatchObject({ field: 'bvn' });
  });

  it('asks a Nigerian borrower to select the LGA, not to input a city', async () => {
    const b = await s.newBorrower({ ...NAIJA, mobile: `081${String(Date.now()).slice(-8)}` });
    const noLga = { ...NG_BASIC, city: '' };
    const en = await s.call('POST', '/user/saveBasicInfo-market', noLga, { token: b.token, ...NAIJA });
    expect(en).toMatchObject({
      status: 400,
      code: ERRORS.formInvalid.code,
      msg: 'Please select LGA',
      data: { field: 'city', rule: 'required' },
    });
    const es = await s.call('POST', '/user/saveBasicInfo-market', noLga, {
      token: b.token,
      lang: 'es',
      ...NAIJA,
    });
    expect(es.msg).toBe('Por favor selecciona área de gobierno local (LGA)');
    const elsewhere = await s.call(
      'POST',
      '/user/saveBasicInfo-market',
      { ...NG_BASIC, city: 'Xalapa' },
      { token: b.token, ...NAIJA },
    );
    expect(elsewhere.msg).toBe('Please select a valid LGA');
    // Mexico keeps its typed city.
    const { token } = await s.newBorrower();
    const mx = await s.call('POST', '/user/saveBasicInfo-market', { ...MX_BASIC, city: '' }, { token });
    expect(mx.msg).toBe('Please input city');
  });

  it('asks personal info before additional info, drops fields a work type hides, and refuses twin contacts', async () => {
    const fresh = await s.newBorrower();
    expect(
      (await s.call('POST', '/user/saveAdditionInfo-market', additionFor('MX'), { token: fresh.token })).code,
    ).toBe(ERRORS.stepNotReady.code);
    const { token } = await withBasic();
    const twins = await s.call(
      'POST',
      '/user/saveAdditionInfo-market',
      { ...additionFor('MX'), emergencyContactRelation2: 'parents' },
      { token },
    );
    expect(twins).toMatchObject({
      code: ERRORS.formInvalid.code,
      msg: 'The second contact relation cannot be the same as the first contact relation',
    });
    const student = { ...additionFor('MX'), workType: 'Student', industry: 'retail', payFrequency: 'Weekly' };
    expect((await s.call('POST', '/user/saveAdditionInfo-market', student, { token })).code).toBe(0);
    const { data } = await s.call('GET', '/user/profile', {}, { token });
    expect(data.additionInfo.workType).toBe('Student');
    expect(data.additionInfo).not.toHaveProperty('industry');
    expect(data.additionInfo).not.toHaveProperty('payFrequency');
  });

  it('refuses a questionnaire with a gap, then saves the whole of it', async () => {
    const { token } = await withBasic();
    const { '7': _skipped, ...gap } = fullQuestionnaire('MX');
    const refused = await s.call('POST', '/user/save/questionnaire', { answers: gap }, { token });
    expect(refused).toMatchObject({
      code: ERRORS.questionnaireIncomplete.code,
      msg: 'There are still unanswered questions (question 7)',
    });
    const wrong = await s.call(
      'POST',
      '/user/save/questionnaire',
      { answers: { ...gap, '7': 'lots' } },
      { token },
    );
    expect(wrong.code).toBe(ERRORS.questionnaireInvalid.code);
    expect(
      (await s.call('POST', '/user/save/questionnaire', { answers: fullQuestionnaire('MX') }, { token }))
        .code,
    ).toBe(0);
  });

  it('adds a CLABE with its bank read from the number, confirmed by an SMS code, and raises the first-account event once', async () => {
    const b = await withBasic();
    const { token } = b;
    expect(
      (await s.call('GET', '/user/getBankBranch', { accountNumber: MX_CLABE.accountNumber }, { token })).data,
    ).toEqual({
      bankCode: '002',
      bankName: 'Banamex',
    });
    const mismatched = await s.call(
      'POST',
      '/user/addBankCard',
      { ...MX_CLABE, accountNumberConfirm: '002000000000000008' },
      { token },
    );
    expect(mismatched).toMatchObject({
      code: ERRORS.formInvalid.code,
      msg: 'The two CLABEs do not match',
    });
    expect(
      (await s.call('POST', '/user/addBankCard', { ...MX_CLABE, cvc: '123' }, { token })).data.field,
    ).toBe('cvc');
    expect((await s.call('POST', '/user/addBankCard', MX_CLABE, { token })).msg).toBe(
      'Verification code cannot be empty',
    );
    await s.clock.advance(60_000);
    const right = await s.requestCode(b.mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await s.call('POST', '/user/addBankCard', { ...MX_CLABE, code: wrong }, { token })).msg).toBe(
      'Invalid verification code',
    );

    const added = await s.call('POST', '/user/addBankCard', { ...MX_CLABE, code: right }, { token });
    expect(added.data.account).toMatchObject({
      cardType: 'CLABE',
      bankName: 'Banamex',
      accountMasked: '•••• 7771',
      primary: true,
    });

    await s.clock.advance(60_000);
    const card = {
      ...MX_CLABE,
      cardType: 'debitCard',
      bankCode: '012',
      accountNumber: '4111111111111111',
      accountNumberConfirm: '4111111111111111',
    };
    const replaced = await s.call(
      'POST',
      '/user/update-bankCard',
      { ...card, code: await s.requestCode(b.mobile) },
      { token },
    );
    expect(replaced.data.account).toMatchObject({ cardType: 'debitCard', bankName: 'BBVA México' });
    const rows = await s.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, b.userId));
    expect(rows.map((r) => r.primary).sort()).toEqual([false, true]);
    const events = await s.database.db.select().from(domainEvents).where(eq(domainEvents.userId, b.userId));
    expect(events.map((e) => e.type)).toEqual(['bankAccount.firstAdded']);
    expect(JSON.stringify(rows)).not.toContain('cvc');
  });

  it('shows a Nigerian borrower the name the bank holds and asks to confirm a different one', async () => {
    const b = await s.newBorrower({ ...NAIJA, mobile: `081${String(Date.now()).slice(-8)}` });
    const o = { token: b.token, ...NAIJA };
    await s.call('POST', '/user/saveBasicInfo-market', ngBasic(), o);
    const banks = (await s.call('GET', '/app/paystack/bank-list', {}, NAIJA)).data;
    expect(banks.length).toBeGreaterThan(50);

    const enquiry = await s.call(
      'GET',
      '/user/verifyBankCard',
      { bankCode: '058', accountNumber: '0123456789' },
      o,
    );
    expect(enquiry.data).toEqual({ accountName: expect.any(String), matchesApplicant: false });
    expect(
      (await s.call('GET', '/user/verifyBankCard', { bankCode: '058', accountNumber: '0123450000' }, o)).code,
    ).toBe(ERRORS.accountNotFound.code);
    expect(
      (await s.call('GET', '/user/verifyBankCard', { bankCode: '058', accountNumber: '0123459999' }, o)).code,
    ).toBe(ERRORS.bankUnavailable.code);

    const account = {
      bankCode: '058',
      accountNumber: '0123456789',
      accountNumberConfirm: '0123456789',
      bvn: '22212345678',
    };
    await s.clock.advance(60_000);
    const code = await s.requestCode(b.mobile, NAIJA);
    const unconfirmed = await s.call('POST', '/user/addBankCard', { ...account, code }, o);
    expect(unconfirmed).toMatchObject({ code: ERRORS.accountNameUnconfirmed.code });
    expect(unconfirmed.msg).toContain(enquiry.data.accountName);
    const saved = await s.call('POST', '/user/addBankCard', { ...account, code, nameConfirmed: true }, o);
    expect(saved.data.account).toMatchObject({
      cardType: 'NUBAN',
      bankCode: '058',
      holderName: enquiry.data.accountName,
    });
  });

  it("never shows or changes another borrower's data", async () => {
    const owner = await withBasic();
    const other = await s.newBorrower();
    const seen = await s.call('GET', '/user/profile', {}, { token: other.token });
    expect(seen.data).toMatchObject({ basicInfo: null, bankAccounts: [], nextStep: 'personalInfo' });
    await s.call(
      'POST',
      '/user/saveBasicInfo-market',
      { ...MX_BASIC, firstName: 'Intruso' },
      { token: other.token },
    );
    const mine = await s.call('GET', '/user/profile', {}, { token: owner.token });
    expect(mine.data.basicInfo.firstName).toBe('Gloria');
    expect((await s.call('GET', '/user/profile', {})).code).toBe(10010301);
  });
});
