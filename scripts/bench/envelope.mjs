// The request envelope (spec §7, §9) for the bench: AES-128-ECB, PKCS7, upper-case hex,
// key = first 16 chars of the package name right-padded with '0'. Run this file to self-check.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const keyFor = (packageName) => Buffer.from(packageName.slice(0, 16).padEnd(16, '0'), 'utf8');

export function encrypt(packageName, plaintext) {
  const c = createCipheriv('aes-128-ecb', keyFor(packageName), null);
  return Buffer.concat([c.update(plaintext, 'utf8'), c.final()])
    .toString('hex')
    .toUpperCase();
}

export function decrypt(packageName, hex) {
  const d = createDecipheriv('aes-128-ecb', keyFor(packageName), null);
  return Buffer.concat([d.update(Buffer.from(hex, 'hex')), d.final()]).toString('utf8');
}

/** 5 random upper-case letters + 3 digits. */
export function fieldName() {
  const pick = (chars, n) =>
    Array.from({ length: n }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
  return pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 5) + pick('0123456789', 3);
}

/** Encrypts `fields` plus `t` (now, Unix seconds); returns { name, value } of the single envelope field. */
export function seal(packageName, fields, now = Date.now()) {
  const payload = JSON.stringify({ ...fields, t: Math.floor(now / 1000) });
  return { name: fieldName(), value: encrypt(packageName, payload) };
}

export function selfCheck() {
  const got = encrypt('com.example.loan', 'hello');
  const want = '36CA683DA76698D2B924D2B66DD0795B';
  if (got !== want) throw new Error(`envelope self-check failed: ${got} != ${want}`);
  if (decrypt('com.example.loan', got) !== 'hello') throw new Error('envelope self-check: decrypt failed');
  if (!/^[A-Z]{5}[0-9]{3}$/.test(fieldName())) throw new Error('envelope self-check: bad field name');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  selfCheck();
  console.log('envelope self-check ok');
}
