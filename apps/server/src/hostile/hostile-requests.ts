import { createCipheriv } from 'node:crypto';
import { DEFAULT_APP, envelopeKeyText } from '@puente/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileValue, type KnownValues, payloadFor } from './hostile-values.ts';
import type { RegisteredCall } from './registered-calls.ts';

/** What `t` the sealed payload carries. */
type Timestamp =
  | { kind: 'now' }
  | { kind: 'missing' }
  | { kind: 'offset'; seconds: number }
  | { kind: 'value'; value: unknown };

/** The plaintext inside the envelope. */
type Plaintext =
  | { kind: 'payload'; body: unknown; t: Timestamp }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array };

/** How the sealed text travels: the one field, or the ways a broken client gets it wrong. */
const CARRIERS = [
  'one',
  'twoFields',
  'badName',
  'lowerHex',
  'truncated',
  'notHex',
  'asNumber',
  'asArray',
  'asObject',
  'none',
  'bodyArray',
  'bodyString',
  'badJson',
  'oversize',
] as const;
type Carrier = (typeof CARRIERS)[number];

const CONTENT_TYPES = {
  json: 'application/json',
  jsonCharset: 'application/json; charset=utf-8',
  text: 'text/plain',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data; boundary=xyz',
  junk: 'application/x-evil',
  none: '',
} as const;
type ContentType = keyof typeof CONTENT_TYPES;

/** One malformed (or, now and then, well-formed) request to a call, as data so fast-check can print it. */
export interface HostileRequest {
  plaintext: Plaintext;
  seal: 'right' | 'wrongKey' | 'badPadding';
  carrier: Carrier;
  contentType: ContentType;
  auth: { kind: 'valid' } | { kind: 'none' } | { kind: 'junk'; header: string };
  app: { kind: 'default' } | { kind: 'nigeria' } | { kind: 'missing' } | { kind: 'other'; name: string };
  lang: string;
  ip: string;
  file: { kind: 'none' } | { kind: 'bytes'; data: Uint8Array; filename: string; type: string; parts: number };
  /** Sent through the test service's own `call` (its sealing) instead of a raw inject. */
  viaTestService: boolean;
}

const printable = (max: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: max,
  });

const timestamp: fc.Arbitrary<Timestamp> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'now' as const }), weight: 12 },
  { arbitrary: fc.constant({ kind: 'missing' as const }), weight: 1 },
  {
    arbitrary: fc
      .oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(-301, 301, 3_600, -86_400, 1e12))
      .map((seconds) => ({ kind: 'offset' as const, seconds })),
    weight: 1,
  },
  { arbitrary: hostileValue.map((value) => ({ kind: 'value' as const, value })), weight: 1 },
);

function plaintextFor(call: RegisteredCall, known: KnownValues): fc.Arbitrary<Plaintext> {
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('payload' as const),
        body: fc.oneof(
          { arbitrary: payloadFor(call.payload, known), weight: 12 },
          { arbitrary: hostileValue, weight: 1 },
        ),
        t: timestamp,
      }),
      weight: 20,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: fc.string({ unit: 'binary', maxLength: 60 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('bytes' as const), bytes: fc.uint8Array({ maxLength: 64 }) }),
      weight: 1,
    },
  );
}

/** Requests for one call: mostly well sealed with spoiled payloads, the rest broken on the wire. */
export function hostileRequestFor(call: RegisteredCall, known: KnownValues): fc.Arbitrary<HostileRequest> {
  return fc.record({
    plaintext: plaintextFor(call, known),
    seal: fc.oneof(
      { arbitrary: fc.constant('right' as const), weight: 14 },
      { arbitrary: fc.constantFrom('wrongKey' as const, 'badPadding' as const), weight: 1 },
    ),
    carrier: fc.oneof(
      { arbitrary: fc.constant('one' as const), weight: 24 },
      { arbitrary: fc.constantFrom(...CARRIERS), weight: 6 },
    ),
    contentType: fc.oneof(
      { arbitrary: fc.constant('json' as const), weight: 12 },
      { arbitrary: fc.constantFrom(...(Object.keys(CONTENT_TYPES) as ContentType[])), weight: 2 },
    ),
    auth: fc.oneof(
      { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 6 },
      { arbitrary: fc.constant({ kind: 'none' as const }), weight: 2 },
      {
        arbitrary: fc
          .oneof(
            fc.constantFrom(
              'Bearer ',
              'Bearer null',
              'Basic YTpi',
              'bearer x',
              `Bearer ${'x'.repeat(5_000)}`,
            ),
            printable(60).map((s) => `Bearer ${s}`),
            printable(60),
          )
          .map((header) => ({ kind: 'junk' as const, header })),
        weight: 1,
      },
    ),
    app: fc.oneof(
      { arbitrary: fc.constant({ kind: 'default' as const }), weight: 12 },
      { arbitrary: fc.constantFrom({ kind: 'nigeria' as const }, { kind: 'missing' as const }), weight: 2 },
      { arbitrary: printable(40).map((name) => ({ kind: 'other' as const, name })), weight: 1 },
    ),
    lang: fc.oneof(
      { arbitrary: fc.constantFrom('en', 'es'), weight: 8 },
      { arbitrary: printable(20), weight: 1 },
    ),
    // Mostly a fresh address; now and then one shared address, so the per-address limits answer 429 too.
    ip: fc.oneof({ arbitrary: fc.ipV4(), weight: 3 }, { arbitrary: fc.constant('203.0.113.9'), weight: 1 }),
    file: call.upload
      ? fc.oneof(
          { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
          {
            arbitrary: fc.record({
              kind: fc.constant('bytes' as const),
              data: fc.oneof(
                fc.uint8Array({ maxLength: 2_048 }),
                fc
                  .uint8Array({ maxLength: 512 })
                  .map((junk) =>
                    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), junk]),
                  ),
                fc
                  .uint8Array({ maxLength: 512 })
                  .map((junk) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), junk])),
              ),
              filename: fc.oneof(
                fc.constantFrom('photo.jpg', '../../etc/passwd', 'a.php.jpg', '😀.png', '', 'x'.repeat(300)),
                printable(30),
              ),
              type: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/x-sh', ''),
              parts: fc.oneof(
                { arbitrary: fc.constant(1), weight: 6 },
                { arbitrary: fc.integer({ min: 0, max: 8 }), weight: 1 },
              ),
            }),
            weight: 4,
          },
        )
      : fc.constant({ kind: 'none' as const }),
    viaTestService: fc.oneof(
      { arbitrary: fc.constant(false), weight: 3 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
  });
}

const NIGERIA_APP = 'com.puente.naija';

function headerPackage(request: HostileRequest): string | undefined {
  switch (request.app.kind) {
    case 'default':
      return DEFAULT_APP.packageName;
    case 'nigeria':
      return NIGERIA_APP;
    case 'missing':
      return undefined;
    case 'other':
      return request.app.name;
  }
}

function plaintextBytes(plaintext: Plaintext, nowSeconds: number): Buffer {
  if (plaintext.kind === 'text') return Buffer.from(plaintext.text, 'utf8');
  if (plaintext.kind === 'bytes') return Buffer.from(plaintext.bytes);
  let value = plaintext.body;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value).filter(([name]) => name !== 't');
    const t = plaintext.t;
    if (t.kind === 'now') entries.push(['t', nowSeconds]);
    if (t.kind === 'offset') entries.push(['t', nowSeconds + t.seconds]);
    if (t.kind === 'value') entries.push(['t', t.value]);
    value = Object.fromEntries(entries);
  }
  return Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
}

/** AES-128-ECB as the protocol seals, but over any bytes, with any key, or with broken padding. */
function seal(bytes: Buffer, keyName: string, kind: HostileRequest['seal']): string {
  const key = Buffer.from(
    envelopeKeyText(kind === 'wrongKey' ? 'com.someone.else' : keyName),
    'utf8',
  ).subarray(0, 16);
  const cipher = createCipheriv('aes-128-ecb', key, null);
  let input = bytes;
  if (kind === 'badPadding') {
    cipher.setAutoPadding(false);
    input = Buffer.concat([bytes, Buffer.alloc(16 - (bytes.length % 16) || 16, 0)]);
  }
  return Buffer.concat([cipher.update(input), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

const FIELD = 'QWERT123';
const FIELD2 = 'ASDFG456';

/** The envelope fields as the carrier puts them; undefined for a body that is not fields at all. */
function envelopeFields(carrier: Carrier, hex: string): Record<string, unknown> | undefined {
  switch (carrier) {
    case 'one':
      return { [FIELD]: hex };
    case 'twoFields':
      return { [FIELD]: hex, [FIELD2]: hex };
    case 'badName':
      return { qwert123: hex };
    case 'lowerHex':
      return { [FIELD]: hex.toLowerCase() };
    case 'truncated':
      return { [FIELD]: hex.slice(0, -2) };
    case 'notHex':
      return { [FIELD]: `${hex.slice(0, 30)}ZZ` };
    case 'asNumber':
      return { [FIELD]: 1234567890 };
    case 'asArray':
      return { [FIELD]: [hex, hex] };
    case 'asObject':
      return { [FIELD]: { hex } };
    case 'none':
      return {};
    case 'oversize':
      return { [FIELD]: 'A'.repeat(1_200_000) };
    default:
      return undefined;
  }
}

function queryString(carrier: Carrier, hex: string): string {
  const e = encodeURIComponent;
  switch (carrier) {
    case 'asArray':
      return `?${FIELD}=${hex}&${FIELD}=${hex}`;
    case 'asObject':
      return `?${FIELD}[x]=${hex}`;
    case 'bodyArray':
    case 'bodyString':
    case 'badJson':
      return `?%ZZ&&=&${FIELD}&%E0%A4%A=${hex}`;
    case 'oversize':
      return `?${FIELD}=${'A'.repeat(60_000)}`;
    default: {
      const fields = envelopeFields(carrier, hex) ?? {};
      const pairs = Object.entries(fields).map(([k, v]) => `${e(k)}=${e(String(v))}`);
      return pairs.length > 0 ? `?${pairs.join('&')}` : '';
    }
  }
}

function jsonBody(carrier: Carrier, hex: string): string {
  if (carrier === 'bodyArray') return JSON.stringify([{ [FIELD]: hex }]);
  if (carrier === 'bodyString') return JSON.stringify(hex);
  if (carrier === 'badJson') return `{"${FIELD}": "${hex}"`;
  return JSON.stringify(envelopeFields(carrier, hex));
}

function multipartBody(
  carrier: Carrier,
  hex: string,
  file: HostileRequest['file'],
): { type: string; body: Buffer } {
  const boundary = 'hostileBoundary42';
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (carrier === 'asArray') parts.push(field(FIELD, hex), field(FIELD, hex));
  else
    for (const [name, value] of Object.entries(envelopeFields(carrier, hex) ?? { [FIELD]: hex }))
      parts.push(field(name, typeof value === 'string' ? value : JSON.stringify(value)));
  if (file.kind === 'bytes') {
    for (let i = 0; i < file.parts; i++) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file${i || ''}"; filename="${file.filename.replace(/"/g, '')}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        Buffer.from(file.data),
        Buffer.from('\r\n'),
      );
    }
  }
  // A body that never closes, or a content type without its boundary.
  if (carrier === 'badJson')
    return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const type = carrier === 'bodyString' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { type, body: Buffer.concat(parts) };
}

/** The inject options of a hostile request to a call (a raw request, outside the test service's sealing). */
export function injectOptions(
  call: RegisteredCall,
  request: HostileRequest,
  token: string,
  nowSeconds: number,
): InjectOptions {
  const packageName = headerPackage(request);
  const hex = seal(
    plaintextBytes(request.plaintext, nowSeconds),
    packageName ?? DEFAULT_APP.packageName,
    request.seal,
  );
  const headers: Record<string, string> = { lang: request.lang, appname: 'Puente' };
  if (packageName !== undefined) headers.packagename = packageName;
  if (request.auth.kind === 'valid') headers.authorization = `Bearer ${token}`;
  if (request.auth.kind === 'junk') headers.authorization = request.auth.header;
  const base = { headers, remoteAddress: request.ip };
  if (call.method === 'GET')
    return { ...base, method: 'GET', url: `${call.url}${queryString(request.carrier, hex)}` };
  if (call.upload && request.carrier !== 'bodyArray') {
    const { type, body } = multipartBody(request.carrier, hex, request.file);
    return {
      ...base,
      method: 'POST',
      url: call.url,
      headers: { ...headers, 'content-type': type },
      payload: body,
    };
  }
  const contentType = CONTENT_TYPES[request.contentType];
  if (contentType) headers['content-type'] = contentType;
  const body = request.contentType === 'form' ? `${FIELD}=${hex}` : jsonBody(request.carrier, hex);
  return { ...base, method: 'POST', url: call.url, payload: body };
}

/** Whether the request can go through the test service's own `call` (its sealing, its field names). */
export function sealedByTestService(call: RegisteredCall, request: HostileRequest): boolean {
  const p = request.plaintext;
  return (
    request.viaTestService &&
    !call.upload &&
    call.url.startsWith('/api/') &&
    p.kind === 'payload' &&
    typeof p.body === 'object' &&
    p.body !== null &&
    !Array.isArray(p.body)
  );
}
