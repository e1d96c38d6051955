import { describe, expect, it } from 'vitest';
import { checkRfc, rfcCheckChar } from './rfc.ts';

// Test vectors of domain.md §2 (python-stdnum doctests).
describe('checkRfc', () => {
  it.each(['GODE561231GR8', 'AAAA791128D63', 'BADY7101185W6', 'GOAJ7101257MA'])('accepts %s', (rfc) => {
    expect(checkRfc(rfc)).toEqual({ ok: true, rfc, checkDigitValid: true });
  });

  it('accepts a company RFC (12 characters) when asked for one', () => {
    expect(checkRfc('MAB9307148T4', 'company')).toEqual({
      ok: true,
      rfc: 'MAB9307148T4',
      checkDigitValid: true,
    });
    expect(checkRfc('MAB9307148T4')).toEqual({ ok: false, reason: 'format' });
  });

  it('only warns on a bad check character: VACE460910SX6 is a real RFC that fails it', () => {
    expect(checkRfc('VACE460910SX6')).toEqual({ ok: true, rfc: 'VACE460910SX6', checkDigitValid: false });
    expect(checkRfc('GODE561231GR9')).toEqual({ ok: true, rfc: 'GODE561231GR9', checkDigitValid: false });
  });

  it.each([
    'GODE561231GR', // 12 characters
    'GODE561231GR8X',
    'GOD3561231GR8',
    'GODE561331GR8', // month 13
    'GODE560230GR8', // 30 February
    'GODE561231G-8',
    'BUEY561231GR8', // SAT would have written BUEX
    '',
  ])('refuses %j', (rfc) => {
    expect(checkRfc(rfc)).toEqual({ ok: false, reason: 'format' });
  });

  it('trims and upper-cases, and computes A for a check value of 10', () => {
    expect(checkRfc(' gode561231gr8 ')).toMatchObject({ ok: true, rfc: 'GODE561231GR8' });
    expect(rfcCheckChar('GOAJ7101257M')).toBe('A');
  });
});
