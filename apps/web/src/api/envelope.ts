import { ecb } from '@noble/ciphers/aes.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { envelopeFieldName, envelopeKeyText } from '@puente/domain';
import { serviceWallNow } from '../lib/service-clock.ts';

/**
 * The request envelope of spec §7/§9: AES-128-ECB, PKCS#7 padding, key = the first 16 characters
 * of the package name padded with '0', output upper-case hex. The only place the app encrypts.
 */
function cipher(packageName: string) {
  return ecb(utf8ToBytes(envelopeKeyText(packageName)));
}

export function encryptText(packageName: string, plaintext: string): string {
  return bytesToHex(cipher(packageName).encrypt(utf8ToBytes(plaintext))).toUpperCase();
}

export function decryptText(packageName: string, hex: string): string {
  return new TextDecoder().decode(cipher(packageName).decrypt(hexToBytes(hex.toLowerCase())));
}

export interface SealedPayload {
  /** The random field name, 5 upper-case letters and 3 digits. */
  field: string;
  /** The encrypted JSON of the payload plus `t`, upper-case hex. */
  value: string;
}

/**
 * Adds `t` (Unix seconds, on the service's wall clock, so a phone whose clock is off is not refused)
 * to the payload, encrypts its JSON and picks a random field name.
 */
export function sealPayload(
  packageName: string,
  payload: Record<string, unknown>,
  nowMs: number = serviceWallNow(),
): SealedPayload {
  const json = JSON.stringify({ ...payload, t: Math.floor(nowMs / 1000) });
  return { field: envelopeFieldName(), value: encryptText(packageName, json) };
}
