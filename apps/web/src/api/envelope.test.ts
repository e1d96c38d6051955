import { ENVELOPE_FIELD_PATTERN, ENVELOPE_HEX_PATTERN, ENVELOPE_TEST_VECTOR } from '@puente/domain';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText, sealPayload } from './envelope.ts';

describe('request envelope', () => {
  it('encrypts the shared test vector byte for byte', () => {
    const { packageName, plaintext, ciphertextHex } = ENVELOPE_TEST_VECTOR;
    expect(encryptText(packageName, plaintext)).toBe(ciphertextHex);
  });

  it('decrypts the shared test vector', () => {
    const { packageName, plaintext, ciphertextHex } = ENVELOPE_TEST_VECTOR;
    expect(decryptText(packageName, ciphertextHex)).toBe(plaintext);
  });

  it('round-trips text of any length, including non-ASCII and exact block multiples', () => {
    for (const text of ['', 'a', '0123456789abcdef', '{"mobile":"5512345678","nombre":"Peña"}']) {
      const hex = encryptText('com.puente.loans', text);
      expect(hex).toMatch(ENVELOPE_HEX_PATTERN);
      expect(decryptText('com.puente.loans', hex)).toBe(text);
    }
  });

  it('uses a different key per package name', () => {
    expect(encryptText('com.puente.loans', 'hello')).not.toBe(encryptText('com.puente.naija', 'hello'));
  });

  it('seals a payload with t in Unix seconds under a random field name', () => {
    const sealed = sealPayload('com.puente.loans', { mobile: '5512345678' }, 1_700_000_000_999);
    expect(sealed.field).toMatch(ENVELOPE_FIELD_PATTERN);
    expect(JSON.parse(decryptText('com.puente.loans', sealed.value))).toEqual({
      mobile: '5512345678',
      t: 1_700_000_000,
    });
  });
});
