import { ENVELOPE_TEST_VECTOR } from '@puente/domain';
import { describe, expect, it } from 'vitest';
import { decryptEnvelope, encryptEnvelope } from './envelope-crypto.ts';

describe('envelope crypto', () => {
  it('matches the shared test vector byte for byte', () => {
    const { packageName, plaintext, ciphertextHex } = ENVELOPE_TEST_VECTOR;
    expect(encryptEnvelope(packageName, plaintext)).toBe(ciphertextHex);
    expect(decryptEnvelope(packageName, ciphertextHex)).toEqual({ ok: true, text: plaintext });
  });

  it('round-trips unicode and refuses a wrong key, bad hex and bad padding', () => {
    const hex = encryptEnvelope('com.puente.loans', '{"name":"Peña ñ 漢字","t":1}');
    expect(decryptEnvelope('com.puente.loans', hex)).toEqual({
      ok: true,
      text: '{"name":"Peña ñ 漢字","t":1}',
    });
    expect(decryptEnvelope('com.other.app', hex)).toEqual({ ok: false, error: 'envelopeUndecryptable' });
    expect(decryptEnvelope('com.puente.loans', hex.toLowerCase())).toEqual({
      ok: false,
      error: 'envelopeNotHex',
    });
    expect(decryptEnvelope('com.puente.loans', hex.slice(2))).toEqual({ ok: false, error: 'envelopeNotHex' });
    expect(decryptEnvelope('com.puente.loans', '00'.repeat(16))).toEqual({
      ok: false,
      error: 'envelopeUndecryptable',
    });
  });
});
