import { describe, expect, it } from 'vitest';
import { validateBankAccount } from './bank-account.ts';
import { FIELD_LABELS, FIELD_MAX_LENGTH, MARKET_FIELD_LABELS, maxLengthOf } from './field-labels.ts';
import { validatePersonalInfo } from './personal-info.ts';
import { MEXICAN_APPLICANT, VALIDATION_TODAY } from './testing/mexican-applicant.ts';

const today = VALIDATION_TODAY;
const mexican = {
  ...MEXICAN_APPLICANT,
  rfc: 'GODE561231GR8',
  nss: '72795608040',
};

const issuesOf = (input: Record<string, unknown>) => {
  const checked = validatePersonalInfo('MX', input, today);
  return checked.ok ? [] : checked.issues.map((i) => `${i.field}:${i.rule}`);
};

describe('field lengths', () => {
  it('let the longest value the checks accept be typed, and not one more character', () => {
    expect(issuesOf(mexican)).toEqual([]);
    // The ids are exactly as long as the table says.
    for (const field of ['nationalId', 'pinCode', 'rfc', 'nss'] as const) {
      expect(mexican[field]).toHaveLength(FIELD_MAX_LENGTH[field]);
      expect(issuesOf({ ...mexican, [field]: `${mexican[field]}1` })).toContainEqual(
        expect.stringMatching(new RegExp(`^${field}:`)),
      );
    }
    const longest = 'A'.repeat(FIELD_MAX_LENGTH.address);
    expect(issuesOf({ ...mexican, address: longest })).toEqual([]);
    expect(issuesOf({ ...mexican, address: `${longest}A` })).toEqual(['address:addressLength']);
    const phone = '5'.repeat(FIELD_MAX_LENGTH.whatsappNo);
    expect(issuesOf({ ...mexican, whatsappNo: phone, sparePhone: phone })).toEqual([]);
    expect(issuesOf({ ...mexican, whatsappNo: `${phone}5` })).toEqual(['whatsappNo:phoneDigits']);
  });

  it('match the BVN and the CURP of the bank account form', () => {
    const bvn = '22212345678';
    expect(bvn).toHaveLength(FIELD_MAX_LENGTH.bvn);
    const ng = { bankCode: '044', accountNumber: '0123456789', accountNumberConfirm: '0123456789' };
    expect(validateBankAccount('NG', { ...ng, bvn }).ok).toBe(true);
    expect(validateBankAccount('NG', { ...ng, bvn: `${bvn}1` }).ok).toBe(false);
    expect(mexican.nationalId).toHaveLength(FIELD_MAX_LENGTH.curp);
  });

  it('are found by wire name, and only for fields that have one', () => {
    expect(maxLengthOf('firstName')).toBe(40);
    expect(maxLengthOf('emergencyContactMobile2')).toBe(24);
    expect(maxLengthOf('state')).toBeUndefined();
    expect(maxLengthOf('constructor')).toBeUndefined();
    for (const field of Object.keys(FIELD_MAX_LENGTH)) expect(FIELD_LABELS).toHaveProperty(field);
  });
});

describe('market field labels', () => {
  it('exist in both languages', () => {
    for (const labels of Object.values(MARKET_FIELD_LABELS)) {
      for (const { label } of Object.values(labels)) {
        expect(label.en.trim()).not.toBe('');
        expect(label.es.trim()).not.toBe('');
      }
    }
  });
});
