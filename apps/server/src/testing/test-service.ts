import type { Language } from '@puente/domain';
import { DEFAULT_APP, envelopeFieldName } from '@puente/domain';
import { vi } from 'vitest';
import { buildService, type Service, type ServiceOptions } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { encryptEnvelope } from '../protocol/envelope-crypto.ts';
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
  data: any;
}

export async function startTestService(
  engine: Engine,
  overrides: Partial<Config> = {},
  options: ServiceOptions = {},
): Promise<TestService> {
  const config: Config = {
    ...loadConfig({}),
    logLevel: 'silent',
    jobs: false,
    sandboxSmsDelayMs: 5,
    webDist: '/nonexistent',
    ...overrides,
  };
  const database = options.database ?? (await openTestDatabase(engine));
  const service = await buildService(config, { ...options, database });

  const call: TestService['call'] = async (method, path, payload = {}, o = {}) => {
    const packageName = o.packageName ?? DEFAULT_APP.packageName;
    const body = JSON.stringify({ ...payload, t: o.t ?? Math.floor(Date.now() / 1000) });
    const field = { [envelopeFieldName()]: encryptEnvelope(packageName, body) };
    const headers: Record<string, string> = {
      packagename: packageName,
      appname: 'Puente',
      lang: o.lang ?? 'en',
    };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
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

  return {
    ...service,
    call,
    codeFor,
    requestCode,
    async close() {
      await service.close();
      await database.close();
    },
  };
}

/** A valid Mexican mobile number that no other test uses. */
export function newMxMobile(): string {
  return `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`.replace(/0000$/, '1234');
}
