import { describe, expect, it } from 'vitest';
import { checkDebitCard } from './debit-card.ts';

// Card networks' public test numbers (Visa, Mastercard); no real card numbers.
describe('checkDebitCard', () => {
  it.each(['4111111111111111', '5555555555554444', '4000 0000 0000 0002', '5105-1051-0510-5100'])(
    'accepts %s',
    (text) => {
      expect(checkDebitCard(text)).toEqual({ ok: true, number: text.replace(/\D/g, '') });
    },
  );

  it.each([
    ['4111111111111112', 'checkDigit'],
    ['411111111111111', 'format'],
    ['41111111111111111', 'format'],
    ['4111a11111111111', 'format'],
    ['', 'format'],
  ] as const)('refuses %j: %s', (text, reason) => {
    expect(checkDebitCard(text)).toEqual({ ok: false, reason });
  });
});
