import { describe, expect, it } from 'vitest';
import { validatePersonalInfo } from '../validation/personal-info.ts';
import { MEXICAN_APPLICANT, VALIDATION_TODAY } from '../validation/testing/mexican-applicant.ts';
import { phoneDigits, typedPhone } from './phone-digits.ts';

describe('issue 16 finding 4: phone digits are counted after spaces and prefixes go (phoneDigits)', () => {
  it.each([
    ['MX', '55 3184 7726', '5531847726'],
    ['MX', '+52 55 3184 7726', '5531847726'],
    ['MX', '+52 1 55 3184 7726', '5531847726'],
    ['MX', '0052 55 3184 7726', '5531847726'],
    ['MX', '(55) 3184-7726', '5531847726'],
    ['MX', '5231847726', '5231847726'],
    ['NG', '0803 123 4567', '08031234567'],
    ['NG', '+234 803 123 4567', '8031234567'],
    ['NG', '234-803-123-4567', '8031234567'],
    ['NG', '+234 0803 123 4567', '08031234567'],
    ['NG', '2348031234', '2348031234'],
  ] as const)('%s "%s" → %s', (market, typed, digits) => {
    expect(phoneDigits(market, typed)).toBe(digits);
  });

  it('keeps up to the local number’s digits as typed, never cutting a pasted number by its spaces', () => {
    expect(typedPhone('MX', '55 3184 7726')).toBe('5531847726');
    expect(typedPhone('MX', '55 3184 77261')).toBe('5531847726');
    expect(typedPhone('NG', '0803 123 4567')).toBe('08031234567');
    expect(typedPhone('MX', '55 3184 77261', 11)).toBe('55318477261');
  });
});

describe('issue 16 finding 4: the forms count a phone’s digits, not its spaces or prefix', () => {
  const today = VALIDATION_TODAY;
  const mexican = MEXICAN_APPLICANT;

  it.each([
    ['55 3184 7726', '5531847726'],
    ['+52 55 3184 7726', '5531847726'],
    ['(55) 3184-7726', '5531847726'],
  ])('WhatsApp "%s" is kept as %s', (whatsappNo, kept) => {
    const checked = validatePersonalInfo('MX', { ...mexican, whatsappNo }, today);
    expect(checked.ok && checked.value.whatsappNo).toBe(kept);
  });

  it('still refuses letters and a number too long once cleaned', () => {
    for (const whatsappNo of ['55 3184 77x6', '55 3184 7726 123']) {
      const checked = validatePersonalInfo('MX', { ...mexican, whatsappNo }, today);
      expect(checked.ok ? [] : checked.issues).toEqual([{ field: 'whatsappNo', rule: 'phoneDigits' }]);
    }
  });
});
