import { generateKeyPairSync } from 'node:crypto';

/**
 * A company key for settings tests, made for the test run: a 2048-bit RSA key as PEM, plain and
 * encrypted (PKCS#8, AES-256-CBC, like the encrypted keys STP hands out) with TEST_STP_PASSPHRASE.
 */
export const TEST_STP_PASSPHRASE = 'correct horse battery';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });

export const TEST_STP_KEY_PEM = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export const TEST_STP_ENCRYPTED_KEY_PEM = pair.privateKey
  .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: TEST_STP_PASSPHRASE })
  .toString();

/** STP's own CLABE in stpmex-python's README example (646 180 1104 0000000 7): a valid CLABE at STP. */
export const TEST_STP_ACCOUNT = '646180110400000007';
