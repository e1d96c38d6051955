import { describe, expect, it } from 'vitest';
import { isNubanValid, nubanCheckDigit, nubanInstitutionCode } from './nuban.ts';

// Test vectors of domain.md §9.
describe('NUBAN', () => {
  it.each([
    ['058', '0152792740'], // GTBank, timolinn/nuban tests
    ['044', '0690000032'], // Access, Flutterwave test account
    ['011', '0000014579'], // First Bank, nuban_rust doc
    ['101', '5050114930'], // one number, four banks (Zifah README)
    ['068', '5050114930'],
    ['035', '5050114930'],
    ['057', '5050114930'],
    ['50515', '1234567896'], // OFI code → 950515 (computed in domain.md)
    ['50211', '1000000009'], // OFI code → 950211 (computed in domain.md)
    ['000058', '0152792740'], // the 6-digit form of a bank code gives the same result
    ['950515', '1234567896'],
  ])('%s / %s passes', (code, account) => {
    expect(isNubanValid(code, account)).toBe(true);
  });

  it.each([
    ['058', '0982736625'], // timolinn/nuban tests
    ['058', '0739082716'], // illustrative number in timolinn README
    ['011', '5050114930'],
    ['058', '015279274'], // 9 digits
    ['058', '01527927401'],
    ['58', '0152792740'], // no such code form
    ['035A', '0152792740'],
  ])('%s / %s fails', (code, account) => {
    expect(isNubanValid(code, account)).toBe(false);
  });

  it('pads bank codes to the 6-digit institution form', () => {
    expect(nubanInstitutionCode('011')).toBe('000011');
    expect(nubanInstitutionCode('50547')).toBe('950547');
    expect(nubanInstitutionCode('999992')).toBe('999992');
    expect(nubanInstitutionCode('1234')).toBeUndefined();
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
  });
});
