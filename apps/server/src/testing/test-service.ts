import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language } from '@puente/domain';
import { DEFAULT_APP, envelopeFieldName } from '@puente/domain';
import { vi } from 'vitest';
import { buildService, type Service, type ServiceOptions } from '../app.ts';
import { encryptEnvelope } from '../protocol/envelope-crypto.ts';
import type { Config } from '../settings/config.ts';
import { loadConfig } from '../settings/load-config.ts';
import { type Engine, openTestDatabase } from './test-database.ts';

export interface TestService extends Service {
  call(
    method: 'GET' | 'POST',
    path: string,
    payload?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<CallReply>;
  /** Waits for the sandbox gateway to deliver, then answers the newest code sent to a number. */
  codeFor(mobile: string): Promise<string>;
  /** Asks for a code and waits for that very message to be delivered; answers its code. */
  requestCode(mobile: string, options?: CallOptions & { channel?: 'sms' | 'voice' }): Promise<string>;
  /** A multipart upload: the encrypted payload field beside one file part (omitted when `file` is undefined). */
  upload(
    path: string,
    file: TestFile | undefined,
    payload?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<CallReply>;
  /** Registers a new borrower (Mexican by default) and answers their token and user id. */
  newBorrower(
    options?: CallOptions & { mobile?: string },
  ): Promise<{ token: string; userId: string; mobile: string }>;
  /** Moves the business clock like a tester would (POST /dev/clock/advance), which runs the tick. */
  advanceDays(days: number): Promise<void>;
  /** Where uploaded files are kept for this service (a fresh temporary folder). */
  uploadsDir: string;
}

export interface TestFile {
  data: Buffer;
  filename?: string;
  contentType?: string;
  fieldName?: string;
}

export interface CallOptions {
  token?: string;
  lang?: Language;
  packageName?: string;
  /** Overrides the payload timestamp, in Unix seconds. */
  t?: number;
  ip?: string;
}

export interface CallReply {
  status: number;
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read each call's own answer fields; typing them is the contract's work (issue 15).
  data: any;
}

/**
 * The whole service on a test database, with the sandbox's default settings and `overrides` on top.
 * Overrides are settings, not variables: a test that starts from variables takes the slice it needs
 * from `loadConfig(env)`, e.g. `{ collection: loadConfig(TEST_COLLECTION_ENV).collection }`.
 */
export async function startTestService(
  engine: Engine,
  overrides: Partial<Config> = {},
  options: ServiceOptions = {},
): Promise<TestService> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'puente-uploads-'));
  const config: Config = {
    ...loadConfig({}),
    logLevel: 'silent',
    jobs: false,
    sandboxSmsDelayMs: 5,
    sandboxKycDelayMs: 5,
    uploadsDir,
    webDist: '/nonexistent',
    consoleDist: '/nonexistent',
    ...overrides,
  };
  const database = options.database ?? (await openTestDatabase(engine));
  // A production-mode test service starts with only the providers its test is about; the refusal of
  // a market without its providers has tests of its own (start-refusal.test.ts).
  const service = await buildService(config, { allowMissingProviders: true, ...options, database });

  const envelope = (payload: Record<string, unknown>, o: CallOptions) => {
    const packageName = o.packageName ?? DEFAULT_APP.packageName;
    const body = JSON.stringify({ ...payload, t: o.t ?? Math.floor(Date.now() / 1000) });
    const field = { [envelopeFieldName()]: encryptEnvelope(packageName, body) };
    const headers: Record<string, string> = {
      packagename: packageName,
      appname: 'Puente',
      lang: o.lang ?? 'en',
    };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    return { field, headers };
  };

  const call: TestService['call'] = async (method, path, payload = {}, o = {}) => {
    const { field, headers } = envelope(payload, o);
    const response = await service.app.inject({
      method,
      url: `/api${path}`,
      headers,
      remoteAddress: o.ip ?? '127.0.0.1',
      ...(method === 'GET' ? { query: field } : { payload: field }),
    });
    return { status: response.statusCode, ...response.json() };
  };

  const outbox = async (mobile: string) =>
    (await service.app.inject({ url: `/dev/outbox?mobile=${mobile}` })).json() as { code: string }[];

  const codeFor = async (mobile: string, olderCount = 0) =>
    vi.waitFor(
      async () => {
        const messages = await outbox(mobile);
        if (messages.length <= olderCount) throw new Error(`no new message for ${mobile} yet`);
        return (messages[0] as { code: string }).code;
      },
      { timeout: 5_000, interval: 10 },
    );

  const requestCode: TestService['requestCode'] = async (mobile, o = {}) => {
    const before = (await outbox(mobile.replace(/\D/g, '').slice(-10))).length;
    const sent = await call('POST', '/security/getVerifyCode', { mobile, channel: o.channel ?? 'sms' }, o);
    if (sent.code !== 0) throw new Error(`getVerifyCode answered ${sent.code} ${sent.msg}`);
    return codeFor(mobile.replace(/\D/g, '').slice(-10), before);
  };

  const upload: TestService['upload'] = async (url, file, payload = {}, o = {}) => {
    const { field, headers } = envelope(payload, o);
    const boundary = `----puente${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(field)) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; ` +
            `filename="${file.filename ?? 'photo.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const response = await service.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: o.ip ?? '127.0.0.1',
      payload: Buffer.concat(parts),
    });
    return { status: response.statusCode, ...response.json() };
  };

  const newBorrower: TestService['newBorrower'] = async (o = {}) => {
    const mobile = o.mobile ?? newMxMobile();
    // Each borrower from their own address, so per-IP send limits never bite a test.
    const ip =
      o.ip ??
      `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${1 + ((Math.random() * 250) | 0)}`;
    const answer = await call(
      'POST',
      '/security/register',
      { mobile, code: await requestCode(mobile, { ...o, ip }) },
      { ...o, ip },
    );
    if (answer.code !== 0) throw new Error(`register answered ${answer.code} ${answer.msg}`);
    return { token: answer.data.token, userId: answer.data.userId, mobile };
  };

  const advanceDays: TestService['advanceDays'] = async (days) => {
    const moved = await service.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days } });
    if (moved.json().code !== 0) throw new Error(`clock advance answered ${moved.body}`);
  };

  return {
    ...service,
    call,
    codeFor,
    requestCode,
    upload,
    newBorrower,
    advanceDays,
    uploadsDir,
    async close() {
      await service.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A valid Mexican mobile number that no other test uses. */
export function newMxMobile(): string {
  return `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`.replace(/0000$/, '1234');
}
