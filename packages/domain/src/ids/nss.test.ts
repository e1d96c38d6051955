import { describe, expect, it } from 'vitest';
import { checkNss } from './nss.ts';

// Test vectors of domain.md §3 (catalogmx and pyfiscal tests).
describe('checkNss', () => {
  it.each(['12345678903', '72795608040', '1234 5678 903'])('accepts %s', (text) => {
    expect(checkNss(text)).toMatchObject({ ok: true });
  });

  it.each([
    ['12345678904', 'checkDigit'],
    ['72795608041', 'checkDigit'],
    ['1234567890', 'format'],
    ['123456789030', 'format'],
    ['1234567890A', 'format'],
  ] as const)('refuses %s: %s', (text, reason) => {
    expect(checkNss(text)).toEqual({ ok: false, reason });
  });
});
