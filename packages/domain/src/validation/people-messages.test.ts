import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language.ts';
import { validateAdditionalInfo } from './additional-info.ts';
import { validateBankAccount } from './bank-account.ts';
import { FIELD_LABELS } from './field-labels.ts';
import { FORM_RULES, type FormIssue, formMessage } from './form-messages.ts';
import { validatePersonalInfo } from './personal-info.ts';
import { MEXICAN_APPLICANT, VALIDATION_TODAY } from './testing/mexican-applicant.ts';

const today = VALIDATION_TODAY;
const mexican = MEXICAN_APPLICANT;
const contacts = {
  workType: 'Student',
  salaryRange: 'upTo29999',
  incomeSource: 'mother',
  emergencyContactName1: 'Ana López',
  emergencyContactMobile1: '5511112222',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Luis Pérez',
  emergencyContactMobile2: '5533334444',
  emergencyContactRelation2: 'friends',
};
const clabe = {
  cardType: 'CLABE',
  accountNumber: '002010077777777771',
  accountNumberConfirm: '002010077777777771',
  holderName: 'Gloria Hernández',
  curp: 'HEGG560427MVZRRL04',
};

const issues = (result: { ok: boolean; issues?: FormIssue[] }) => (result.ok ? [] : (result.issues ?? []));
const said = (issue: FormIssue | undefined, lang: 'en' | 'es' = 'en') =>
  issue ? formMessage(issue, lang, 'MX') : undefined;

describe('issue 16 finding 8: messages written for people, not code', () => {
  it('two contacts with the same phone are named as the screen names them, not emergencyContactMobile1', () => {
    const [issue] = issues(
      validateAdditionalInfo('MX', { ...contacts, emergencyContactMobile2: '55 1111 2222' }),
    );
    expect(said(issue)).toBe('The second contact phone cannot be the same as the first contact phone');
    expect(said(issue, 'es')).toBe(
      'El teléfono del segundo contacto no puede ser igual al del primer contacto',
    );
    const [relation] = issues(
      validateAdditionalInfo('MX', { ...contacts, emergencyContactRelation2: 'parents' }),
    );
    expect(said(relation)).toBe(
      'The second contact relation cannot be the same as the first contact relation',
    );
  });

  it('a CLABE typed twice differently is about CLABEs, never "tarjeta"', () => {
    const [issue] = issues(
      validateBankAccount('MX', { ...clabe, accountNumberConfirm: '002000000000000008' }),
    );
    expect(issue).toEqual({ field: 'accountNumberConfirm', rule: 'accountsDiffer', kind: 'CLABE' });
    expect(said(issue, 'es')).toBe('Las dos CLABE no coinciden');
    expect(said(issue)).toBe('The two CLABEs do not match');
  });

  it('a wrong CLABE, card or NUBAN says what is wrong with it, never "account number is not a valid account number"', () => {
    const badClabe = {
      ...clabe,
      accountNumber: '002010077777777772',
      accountNumberConfirm: '002010077777777772',
    };
    const [clabeIssue] = issues(validateBankAccount('MX', badClabe));
    expect(said(clabeIssue, 'es')).toBe(
      'La CLABE debe tener 18 dígitos y su último dígito debe corresponder a los demás: cópiala de nuevo de tu banco',
    );
    const card = { ...clabe, cardType: 'debitCard', bankCode: '012' };
    const [cardIssue] = issues(
      validateBankAccount('MX', {
        ...card,
        accountNumber: '4111111111111112',
        accountNumberConfirm: '4111111111111112',
      }),
    );
    expect(said(cardIssue)).toBe(
      'The debit card number must have the 16 digits printed on the card: please check them',
    );
    const [differ] = issues(
      validateBankAccount('MX', {
        ...card,
        accountNumber: '4111111111111111',
        accountNumberConfirm: '4111111111111112',
      }),
    );
    expect(said(differ, 'es')).toBe('Los dos números de tarjeta de débito no coinciden');
    const [nuban] = issues(
      validateBankAccount('NG', {
        bankCode: '058',
        accountNumber: '012345678',
        accountNumberConfirm: '012345678',
        bvn: '22212345678',
      }),
    );
    expect(formMessage(nuban as FormIssue, 'en', 'NG')).toBe(
      'The account number (NUBAN) must have 10 digits',
    );
    const [missing] = issues(
      validateBankAccount('MX', { ...clabe, accountNumber: '', accountNumberConfirm: '' }),
    );
    expect(said(missing)).toBe('Please input CLABE');
  });

  it('takes the mail services the screen suggests, Outlook and Hotmail too, and says so without "email addr"', () => {
    for (const email of [
      'gloria.hg@outlook.com',
      'gloria.hg@hotmail.com',
      'gloria.hg@live.com',
      'g@yahoo.com',
    ]) {
      expect([email, validatePersonalInfo('MX', { ...mexican, email }, today).ok]).toEqual([email, true]);
    }
    const [issue] = issues(validatePersonalInfo('MX', { ...mexican, email: 'gloria@protonmail.com' }, today));
    expect(said(issue)).toBe(
      'Please use a Gmail, Yahoo, Outlook or Hotmail address, with only letters, digits, dots, _ or - before the @',
    );
  });

  it('no message of a form names a wire field or says "addr"', () => {
    const wireNames = Object.keys(FIELD_LABELS).filter((name) => /[a-z][A-Z0-9]/.test(name));
    for (const [rule, text] of Object.entries(FORM_RULES)) {
      for (const lang of LANGUAGES) {
        for (const name of wireNames) expect([rule, text[lang].includes(name)]).toEqual([rule, false]);
        expect([rule, /\baddr\b/.test(text[lang])]).toEqual([rule, false]);
      }
    }
  });
});
