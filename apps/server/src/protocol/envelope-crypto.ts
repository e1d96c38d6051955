import { createCipheriv, createDecipheriv } from 'node:crypto';
import { ENVELOPE_HEX_PATTERN, envelopeKeyText } from '@puente/domain';

/** AES-128-ECB with PKCS7 padding, upper-case hex (spec §9). The server's only use of the cipher. */
function key(packageName: string): Buffer {
  return Buffer.from(envelopeKeyText(packageName), 'utf8').subarray(0, 16);
}

export function encryptEnvelope(packageName: string, plaintext: string): string {
  const cipher = createCipheriv('aes-128-ecb', key(packageName), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

export type DecryptOutcome =
  | { ok: true; text: string }
  | { ok: false; error: 'envelopeNotHex' | 'envelopeUndecryptable' };

export function decryptEnvelope(packageName: string, hex: string): DecryptOutcome {
  if (!ENVELOPE_HEX_PATTERN.test(hex)) return { ok: false, error: 'envelopeNotHex' };
  try {
    const decipher = createDecipheriv('aes-128-ecb', key(packageName), null);
    const bytes = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, error: 'envelopeUndecryptable' };
  }
}
