/**
 * The wire envelope of spec §7 and §9, shared by the web client and the server. Each side does
 * AES-128-ECB with its own library; these are the rules both must agree on.
 */

/** The one request field that carries the encrypted payload: 5 upper-case letters and 3 digits. */
export const ENVELOPE_FIELD_PATTERN = /^[A-Z]{5}[0-9]{3}$/;

/** A request whose `t` is further than this from the server clock is refused (replays, bad clocks). */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Spec §9: the client gives up on a request after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

export const ENVELOPE_HEX_PATTERN = /^(?:[0-9A-F]{32})+$/;

/** Key = the first 16 characters of the package name, right-padded with '0' (spec §9). */
export function envelopeKeyText(packageName: string): string {
  return packageName.slice(0, 16).padEnd(16, '0');
}

/** Picks a fresh field name; `random` returns a float in [0, 1). */
export function envelopeFieldName(random: () => number = Math.random): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  for (let i = 0; i < 5; i++) name += letters[Math.floor(random() * 26)];
  for (let i = 0; i < 3; i++) name += String(Math.floor(random() * 10));
  return name;
}

/** The vector both sides' tests check, so they encrypt byte for byte alike. */
export const ENVELOPE_TEST_VECTOR = {
  packageName: 'com.example.loan',
  plaintext: 'hello',
  ciphertextHex: '36CA683DA76698D2B924D2B66DD0795B',
} as const;

/** Request headers of spec §7. */
export const HEADERS = {
  authorization: 'authorization',
  packageName: 'packagename',
  appName: 'appname',
  afid: 'afid',
  lang: 'lang',
  noCache: 'no-cache',
} as const;

/**
 * The answer header that carries the service's business time, Unix milliseconds: the web app's
 * countdowns and dates follow it rather than the phone's clock (decision 033).
 */
export const SERVICE_TIME_HEADER = 'x-service-time';
