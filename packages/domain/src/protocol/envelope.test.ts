import { describe, expect, it } from 'vitest';
import { ENVELOPE_FIELD_PATTERN, envelopeFieldName, envelopeKeyText } from './envelope.ts';

describe('envelope rules', () => {
  it('pads a short package name with 0 and cuts a long one at 16', () => {
    expect(envelopeKeyText('com.a')).toBe('com.a00000000000');
    expect(envelopeKeyText('com.puente.loans.extra')).toBe('com.puente.loans');
  });

  it('names the field with 5 upper-case letters and 3 digits', () => {
    for (let i = 0; i < 200; i++) expect(envelopeFieldName()).toMatch(ENVELOPE_FIELD_PATTERN);
    expect(envelopeFieldName(() => 0)).toBe('AAAAA000');
    expect(envelopeFieldName(() => 0.9999)).toBe('ZZZZZ999');
  });
});
