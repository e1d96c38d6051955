import { describe, expect, it } from 'vitest';
import { ERRORS, errorByCode, errorMessage, isSessionErrorCode } from './catalogue.ts';
import { SUCCESS_MESSAGES } from './success-messages.ts';

describe('error catalogue', () => {
  it('gives every error its own code and both languages', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, e] of Object.entries(ERRORS)) {
      expect(e.en, name).not.toBe('');
      expect(e.es, name).not.toBe('');
      expect(e.en, name).not.toBe(e.es);
      expect(e.code, name).toBeGreaterThan(0);
    }
    for (const m of Object.values(SUCCESS_MESSAGES)) expect(m.es).not.toBe(m.en);
  });

  it('keeps the session codes of spec §6', () => {
    expect([10010301, 10010303, 10010304, 100103].every(isSessionErrorCode)).toBe(true);
    expect(isSessionErrorCode(ERRORS.codeInvalid.code)).toBe(false);
    expect(errorByCode(10010304)).toBe('loggedInElsewhere');
  });

  it('fills placeholders in the asked language', () => {
    expect(errorMessage('payloadInvalid', 'en', { field: 'mobile' })).toBe(
      'The field mobile is missing or invalid.',
    );
    expect(errorMessage('sendTooSoon', 'es', { seconds: 42 })).toContain('42 segundos');
  });
});
