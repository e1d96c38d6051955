import { ERRORS } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../testing/describe-engines.ts';
import { additionFor, MX_CLABE, mxBasic } from '../../testing/profile-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

/** Issue 16: findings 8 (messages for people) and 4 (a phone's digits, not its spaces). */
describeEngines(ENGINES)('issue 16 finding 8: refusals written for people on %s', (engine) => {
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

  it('two contacts with one phone: the message names the phones as the screen does, in both languages', async () => {
    const { token } = await withBasic();
    const twins = { ...additionFor('MX'), emergencyContactMobile2: '55 1111 2222' };
    const en = await s.call('POST', '/user/saveAdditionInfo-market', twins, { token });
    expect(en).toMatchObject({
      code: ERRORS.formInvalid.code,
      msg: 'The second contact phone cannot be the same as the first contact phone',
      data: { field: 'emergencyContactMobile2', rule: 'samePhone' },
    });
    const es = await s.call('POST', '/user/saveAdditionInfo-market', twins, { token, lang: 'es' });
    expect(es.msg).toBe('El teléfono del segundo contacto no puede ser igual al del primer contacto');
  });

  it('a CLABE is refused as a CLABE, never as a card or "número de cuenta no es un número de cuenta válido"', async () => {
    const { token } = await withBasic();
    const differ = await s.call(
      'POST',
      '/user/addBankCard',
      { ...MX_CLABE, accountNumberConfirm: '002000000000000008' },
      { token, lang: 'es' },
    );
    expect(differ).toMatchObject({
      code: ERRORS.formInvalid.code,
      msg: 'Las dos CLABE no coinciden',
      data: { issues: [{ field: 'accountNumberConfirm', rule: 'accountsDiffer', kind: 'CLABE' }] },
    });
    const branch = await s.call(
      'GET',
      '/user/getBankBranch',
      { accountNumber: '002010077777777772' },
      {
        token,
        lang: 'es',
      },
    );
    expect(branch.msg).toBe(
      'La CLABE debe tener 18 dígitos y su último dígito debe corresponder a los demás: cópiala de nuevo de tu banco',
    );
  });

  it('takes an Outlook or Hotmail address, and refuses another without "email addr"', async () => {
    for (const email of ['gloria.hg@outlook.com', 'gloria.hg@hotmail.com']) {
      const { token } = await s.newBorrower();
      expect(
        (await s.call('POST', '/user/saveBasicInfo-market', { ...mxBasic(), email }, { token })).code,
      ).toBe(0);
      expect((await s.call('GET', '/user/profile', {}, { token })).data.basicInfo.email).toBe(email);
    }
    const { token } = await s.newBorrower();
    const refused = await s.call(
      'POST',
      '/user/saveBasicInfo-market',
      { ...mxBasic(), email: 'gloria@protonmail.com' },
      { token },
    );
    expect(refused.msg).toBe(
      'Please use a Gmail, Yahoo, Outlook or Hotmail address, with only letters, digits, dots, _ or - before the @',
    );
  });

  it('finding 4: a WhatsApp number written "+52 228 123 4567" is kept as its ten digits', async () => {
    const { token } = await s.newBorrower();
    const saved = await s.call(
      'POST',
      '/user/saveBasicInfo-market',
      { ...mxBasic(), whatsappNo: '+52 228 123 4567' },
      { token },
    );
    expect(saved.code).toBe(0);
    expect((await s.call('GET', '/user/profile', {}, { token })).data.basicInfo.whatsappNo).toBe(
      '2281234567',
    );
  });
});
