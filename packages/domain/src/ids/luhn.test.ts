import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './luhn.ts';

describe('luhn', () => {
  it.each([
    ['7992739871', 3], // the textbook example
    ['1234567890', 3],
    ['411111111111111', 1],
  ])('check digit of %s is %i', (payload, digit) => {
    expect(luhnCheckDigit(payload)).toBe(digit);
    expect(isLuhnValid(`${payload}${digit}`)).toBe(true);
    expect(isLuhnValid(`${payload}${(digit + 1) % 10}`)).toBe(false);
  });

  it('refuses what is not digits', () => {
    expect(isLuhnValid('79927398a3')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});
