import { describe, expect, it } from 'vitest';
import { NG_STATES } from '../data/ng-states.ts';
import { cleanContactNumber } from '../phone/contact-number.ts';
import { validateAdditionalInfo } from './additional-info.ts';
import { validateBankAccount } from './bank-account.ts';
import { formMessage } from './form-messages.ts';
import { validatePersonalInfo } from './personal-info.ts';
import { MEXICAN_APPLICANT, VALIDATION_TODAY } from './testing/mexican-applicant.ts';

const today = VALIDATION_TODAY;
const lagos = NG_STATES.find((s) => s.code === 'LA')!;

// Typed as a person might: the CURP in lower case, the e-mail with spaces around it.
const mx = { ...MEXICAN_APPLICANT, nationalId: 'hegg560427mvzrrl04', email: ' gloria.hg@gmail.com ' };
const ng = {
  ...mx,
  nationalId: undefined,
  bvn: '22212345678',
  state: 'LA',
  city: lagos.lgas[0],
  pinCode: undefined,
  education: 'graduate',
};

const fields = (r: { ok: boolean; issues?: { field: string; rule: string }[] }) =>
  r.ok ? [] : r.issues?.map((i) => `${i.field}:${i.rule}`);

describe('personal info', () => {
  it('accepts a Mexican borrower whose CURP agrees with birthday and gender, and cleans the values', () => {
    const r = validatePersonalInfo('MX', mx, today);
    expect(fields(r)).toEqual([]);
    expect(r.ok && r.value).toMatchObject({
      nationalId: 'HEGG560427MVZRRL04',
      gender: 'female',
      email: 'gloria.hg@gmail.com',
    });
  });

  it.each([
    [{ nationalId: 'HEGG560427MVZRRL05' }, 'nationalId:curpFormat'],
    [{ gender: 1 }, 'nationalId:curpMismatch'],
    [{ firstName: 'Al' }, 'firstName:nameLetters'],
    [{ lastName: 'R2D2' }, 'lastName:nameLetters'],
    [{ firstName: 'A'.repeat(41) }, 'firstName:tooLong'],
    [{ city: 'Guadalajara'.repeat(6) }, 'city:tooLong'],
    [{ email: `${'g'.repeat(80)}@gmail.com` }, 'email:tooLong'],
    [{ email: 'gloria@protonmail.com' }, 'email:emailDomain'],
    [{ email: 'glo+ria@gmail.com' }, 'email:emailDomain'],
    [{ email: '' }, 'email:required'],
    [{ whatsappNo: '22812x4567' }, 'whatsappNo:phoneDigits'],
    [{ address: 'x' }, 'address:addressLength'],
    [{ address: 'x'.repeat(101) }, 'address:addressLength'],
    [{ state: '' }, 'state:requiredChoice'],
    [{ pinCode: '44100' }, 'pinCode:pinCodeInvalid'],
    [{ education: 'phd' }, 'education:notAnOption'],
    [{ rfc: 'XYZ' }, 'rfc:rfcFormat'],
    [{ nss: '12345678904' }, 'nss:nssFormat'],
  ])('refuses %j with %s', (change, expected) => {
    expect(fields(validatePersonalInfo('MX', { ...mx, ...change }, today))).toContain(expected);
  });

  it('asks for a state before the city, and refuses the too young and the too old', () => {
    expect(fields(validatePersonalInfo('MX', { ...mx, state: '' }, today))).toContain('city:stateFirst');
    expect(fields(validatePersonalInfo('MX', { ...mx, birthday: '2008-11-22' }, today))).toContain(
      'birthday:birthdayRange',
    );
    expect(fields(validatePersonalInfo('MX', { ...mx, birthday: '1943-12-31' }, today))).toContain(
      'birthday:birthdayRange',
    );
  });

  it('does not ask education, marital status, WhatsApp or email before a birthday is chosen', () => {
    const r = fields(
      validatePersonalInfo('MX', { ...mx, birthday: '', email: '', whatsappNo: '', education: '' }, today),
    );
    expect(r).toContain('birthday:requiredChoice');
    expect(r?.some((f) => /^(email|whatsappNo|education|maritalStatus):/.test(f))).toBe(false);
  });

  it('keeps an RFC whose check digit fails, with a warning', () => {
    const r = validatePersonalInfo('MX', { ...mx, rfc: 'VACE460910SX6' }, today);
    expect(r.ok).toBe(true);
    expect(r.rfcCheckDigitWarning).toBe(true);
    expect(validatePersonalInfo('MX', { ...mx, rfc: 'GODE561231GR8' }, today).rfcCheckDigitWarning).toBe(
      false,
    );
  });

  it('asks a Nigerian borrower for a BVN and an LGA of the chosen state', () => {
    expect(fields(validatePersonalInfo('NG', ng, today))).toEqual([]);
    expect(fields(validatePersonalInfo('NG', { ...ng, bvn: '123' }, today))).toContain('bvn:bvnFormat');
    expect(fields(validatePersonalInfo('NG', { ...ng, city: 'Xalapa' }, today))).toContain(
      'city:notAnOption',
    );
  });

  it('speaks both languages', () => {
    expect(formMessage({ field: 'firstName', rule: 'required' }, 'en')).toBe('Please input first name');
    expect(formMessage({ field: 'city', rule: 'stateFirst' }, 'es')).toBe('por favor selecciona el Estado');
  });
});

const contacts = {
  emergencyContactName1: 'Ana López',
  emergencyContactMobile1: '+52 55 1111 2222',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Luis Pérez',
  emergencyContactMobile2: '5533334444',
  emergencyContactRelation2: 'friends',
};
const employed = {
  workType: 'employed',
  companyName: 'Acme',
  industry: 'retail',
  designation: '',
  jobExperience: 'in1_3Years',
  salaryRange: '',
  incomeSource: 'ownself',
  payFrequency: 'Biweekly',
  monthlyPayday: '15',
  monthlyPaydayTwo: '30',
  payMethod: 'bankTransfer',
  workCity: 'CDMX',
  workAddress: 'Reforma 1',
  ...contacts,
};

describe('additional info', () => {
  it('asks only what the work type and pay frequency show', () => {
    const unemployed = validateAdditionalInfo('MX', {
      ...contacts,
      workType: 'no_Work',
      salaryRange: 'upTo29999',
      incomeSource: 'father',
      industry: 'retail',
    });
    expect(fields(unemployed)).toEqual([]);
    expect(unemployed.ok && unemployed.value.industry).toBeUndefined();

    const weekly = fields(
      validateAdditionalInfo('MX', {
        ...employed,
        payFrequency: 'Weekly',
        monthlyPayday: '',
        monthlyPaydayTwo: '',
      }),
    );
    expect(weekly).toContain('monthlyPayday:requiredChoice');
    expect(weekly?.some((f) => f.startsWith('monthlyPaydayTwo'))).toBe(false);
    expect(
      fields(validateAdditionalInfo('MX', { ...employed, payFrequency: 'Weekly', monthlyPayday: '31' })),
    ).toContain('monthlyPayday:notAnOption');
  });

  it('refuses two contacts with the same relation or the same phone, and the borrower’s own number', () => {
    expect(
      fields(validateAdditionalInfo('MX', { ...employed, emergencyContactRelation2: 'parents' })),
    ).toContain('emergencyContactRelation2:sameRelation');
    expect(
      fields(validateAdditionalInfo('MX', { ...employed, emergencyContactMobile2: '55 1111 2222' })),
    ).toContain('emergencyContactMobile2:samePhone');
    expect(fields(validateAdditionalInfo('MX', employed, '5511112222'))).toContain(
      'emergencyContactMobile1:ownPhone',
    );
    expect(
      fields(validateAdditionalInfo('MX', { ...employed, emergencyContactMobile1: '123456789' })),
    ).toContain('emergencyContactMobile1:mobileFormat');
  });

  it('cleans Nigerian numbers picked from the phone', () => {
    expect(cleanContactNumber('NG', '+234 0803-123-4567')).toBe('8031234567');
    expect(cleanContactNumber('NG', '2348031234567')).toBe('8031234567');
    expect(cleanContactNumber('NG', '(0803) 123 4567')).toBe('8031234567');
  });

  it('accepts profile links only from their own sites', () => {
    expect(
      fields(validateAdditionalInfo('MX', { ...employed, linkedin: 'linkedin.com/in/ana' }))?.some((f) =>
        f.startsWith('linkedin'),
      ),
    ).toBe(false);
    expect(
      fields(validateAdditionalInfo('MX', { ...employed, facebook: 'https://evil.example/fb' })),
    ).toContain('facebook:urlFormat');
  });
});

describe('bank account', () => {
  const clabe = {
    cardType: 'CLABE',
    accountNumber: '002010077777777771',
    accountNumberConfirm: '002010077777777771',
    holderName: 'Gloria Hernández',
    curp: 'HEGG560427MVZRRL04',
  };

  it('names the bank of a CLABE from its first three digits', () => {
    const r = validateBankAccount('MX', clabe);
    expect(r.ok && r.value).toMatchObject({ bankCode: '002', bankName: 'Banamex' });
  });

  it.each([
    [
      'MX',
      { ...clabe, accountNumber: '002010077777777772', accountNumberConfirm: '002010077777777772' },
      'accountNumber:accountFormat',
    ],
    ['MX', { ...clabe, accountNumberConfirm: '002000000000000008' }, 'accountNumberConfirm:accountsDiffer'],
    [
      'MX',
      {
        ...clabe,
        cardType: 'debitCard',
        bankCode: '012',
        accountNumber: '4111111111111112',
        accountNumberConfirm: '4111111111111112',
      },
      'accountNumber:accountFormat',
    ],
    ['MX', { ...clabe, cvc: '123' }, 'cvc:cvcRefused'],
    [
      'NG',
      { bankCode: '058', accountNumber: '012345678', accountNumberConfirm: '012345678', bvn: '22212345678' },
      'accountNumber:accountFormat',
    ],
    [
      'NG',
      {
        bankCode: '999999',
        accountNumber: '0123456789',
        accountNumberConfirm: '0123456789',
        bvn: '22212345678',
      },
      'bankCode:notAnOption',
    ],
  ] as const)('%s %j → %s', (market, input, expected) => {
    expect(fields(validateBankAccount(market, input))).toContain(expected);
  });

  it('accepts a Luhn-valid debit card with its bank, and a Nigerian account', () => {
    expect(
      fields(
        validateBankAccount('MX', {
          ...clabe,
          cardType: 'debitCard',
          bankCode: '012',
          accountNumber: '4111 1111 1111 1111',
          accountNumberConfirm: '4111111111111111',
        }),
      ),
    ).toEqual([]);
    expect(
      fields(
        validateBankAccount('NG', {
          bankCode: '058',
          accountNumber: '0123456789',
          accountNumberConfirm: '0123456789',
          bvn: '22212345678',
        }),
      ),
    ).toEqual([]);
  });
});
