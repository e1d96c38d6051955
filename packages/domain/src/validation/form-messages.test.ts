import { describe, expect, it } from 'vitest';
import { NG_STATES } from '../data/ng-states.ts';
import { formMessage } from './form-messages.ts';
import { validatePersonalInfo } from './personal-info.ts';

const today = new Date('2026-11-21T12:00:00Z');
const lagos = NG_STATES.find((s) => s.code === 'LA');

const nigerian = {
  firstName: 'Chinedu',
  lastName: 'Okafor',
  gender: 1,
  bvn: '22212345678',
  birthday: '1990-01-01',
  education: 'graduate',
  maritalStatus: 'married',
  loanPurpose: 'education',
  residenceType: 'ownHouse',
  state: 'LA',
  city: lagos?.lgas[0],
  address: '12 Allen Avenue',
  email: 'chinedu.okafor@yahoo.com',
  whatsappNo: '08031234560',
};

describe('form messages in a market', () => {
  it('asks a Nigerian borrower to select the LGA, in both languages', () => {
    const checked = validatePersonalInfo('NG', { ...nigerian, city: '' }, today);
    expect(checked.ok).toBe(false);
    const issue = checked.ok ? undefined : checked.issues.find((i) => i.field === 'city');
    expect(issue).toEqual({ field: 'city', rule: 'required' });
    if (!issue) return;
    expect(formMessage(issue, 'en', 'NG')).toBe('Please select LGA');
    expect(formMessage(issue, 'es', 'NG')).toBe('Por favor selecciona área de gobierno local (LGA)');
  });

  it('names the LGA for a value not in the state’s list, and keeps "please select State"', () => {
    expect(formMessage({ field: 'city', rule: 'notAnOption' }, 'en', 'NG')).toBe('Please select a valid LGA');
    expect(formMessage({ field: 'city', rule: 'stateFirst' }, 'en', 'NG')).toBe('please select State');
  });

  it('keeps the city a typed city in Mexico and without a market', () => {
    expect(formMessage({ field: 'city', rule: 'required' }, 'en', 'MX')).toBe('Please input city');
    expect(formMessage({ field: 'city', rule: 'required' }, 'es', 'MX')).toBe('Por favor ingresa ciudad');
    expect(formMessage({ field: 'city', rule: 'required' }, 'en')).toBe('Please input city');
  });

  it('leaves the other Nigerian fields as they are', () => {
    expect(formMessage({ field: 'firstName', rule: 'required' }, 'en', 'NG')).toBe('Please input first name');
    expect(formMessage({ field: 'state', rule: 'requiredChoice' }, 'es', 'NG')).toBe(
      'Por favor selecciona estado',
    );
  });

  it('says how long a free-text field may be, in both languages', () => {
    expect(formMessage({ field: 'companyName', rule: 'tooLong' }, 'en')).toMatch(/: at most 100 characters$/);
    expect(formMessage({ field: 'firstName', rule: 'tooLong' }, 'es')).toMatch(
      /: como máximo 40 caracteres$/,
    );
  });
});
