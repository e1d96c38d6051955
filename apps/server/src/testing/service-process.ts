import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_APP, envelopeFieldName } from '@puente/domain';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';
import { serverRoot } from '../paths.ts';
import { encryptEnvelope } from '../protocol/envelope-crypto.ts';
import type { Engine } from './test-database.ts';
import type { CallOptions, CallReply, TestFile, TestService } from './test-service.ts';

/**
 * The real service in processes of its own, for tests of what survives a kill or runs beside
 * another instance: a store that outlives the processes, and a client that speaks the wire protocol.
 */

/** The key every process of one test shares, so each reads the codes another stored. */
export const PROCESS_SECRET_KEY = 'process-test-secret-key-0123456789abcdef';

/** Where the service's data lives across its restarts: a PGlite folder, or a PostgreSQL database. */
export interface ServiceStore {
  env: Record<string, string>;
  /** The PostgreSQL address, when the store is one. */
  url?: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function makeServiceStore(engine: Engine): Promise<ServiceStore> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'puente-process-'));
    return {
      env: { DATA_DIR: dataDir },
      open: async () => {
        const database = await openPglite(dataDir);
        await database.migrate();
        return database;
      },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.DATABASE_URL_TEST as string;
  const name = `puente_process_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Uploads would otherwise land in the working tree's ./data: a folder of this store's own.
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'puente-process-uploads-'));
  return {
    env: { DATABASE_URL: url.toString(), UPLOADS_DIR: uploadsDir },
    url: url.toString(),
    open: async () => {
      const database = await openPostgres(url.toString(), 2);
      await database.migrate();
      return database;
    },
    dispose: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The real service in its own process, from the sources, as `npm start` runs it; answers once /healthz does. */
export async function startServiceProcess(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      JOBS: 'false',
      LOG_LEVEL: 'error',
      SECRET_KEY: PROCESS_SECRET_KEY,
      WEB_DIST: '/nonexistent',
      CONSOLE_DIST: '/nonexistent',
      SANDBOX_SMS_DELAY_MS: '5',
      SANDBOX_KYC_DELAY_MS: '5',
      TRUST_PROXY: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited: ${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    if (Date.now() > deadline) throw new Error(`the service did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopServiceProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** A phone talking to one process over HTTP, with the same calls as TestService. */
export interface RemoteService {
  port: number;
  call: TestService['call'];
  upload(path: string, file: TestFile, options?: CallOptions): Promise<CallReply>;
  /** Asks for a code and answers it once the sandbox outbox has it. */
  requestCode(mobile: string, options?: CallOptions): Promise<string>;
  /** POST /dev/clock/advance: moves the shared business clock and runs the tick in this process. */
  advance(move: { minutes?: number; hours?: number; days?: number }): Promise<void>;
  /** GET /dev/clock: this process re-reads the shared clock now instead of within its 1 s cache. */
  syncClock(): Promise<void>;
  /** A plain JSON POST to a /dev tool. */
  dev(path: string, body: Record<string, unknown>): Promise<CallReply>;
}

export function remoteService(port: number): RemoteService {
  const base = `http://127.0.0.1:${port}`;
  const envelope = (payload: Record<string, unknown>, o: CallOptions) => {
    const packageName = o.packageName ?? DEFAULT_APP.packageName;
    const body = JSON.stringify({ ...payload, t: o.t ?? Math.floor(Date.now() / 1000) });
    const headers: Record<string, string> = {
      packagename: packageName,
      appname: 'Puente',
      lang: o.lang ?? 'en',
    };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    // The processes run behind a trusted proxy (TRUST_PROXY), so a test can speak from many addresses.
    if (o.ip) headers['x-forwarded-for'] = o.ip;
    return { name: envelopeFieldName(), value: encryptEnvelope(packageName, body), headers };
  };
  const reply = async (response: Response): Promise<CallReply> => ({
    status: response.status,
    ...((await response.json()) as Omit<CallReply, 'status'>),
  });

  const call: RemoteService['call'] = async (method, url, payload = {}, o = {}) => {
    const { name, value, headers } = envelope(payload, o);
    if (method === 'GET') {
      return reply(await fetch(`${base}/api${url}?${new URLSearchParams({ [name]: value })}`, { headers }));
    }
    return reply(
      await fetch(`${base}/api${url}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ [name]: value }),
      }),
    );
  };

  const upload: RemoteService['upload'] = async (url, file, o = {}) => {
    const { name, value, headers } = envelope({}, o);
    const form = new FormData();
    form.set(name, value);
    form.set(
      file.fieldName ?? 'file',
      new Blob([file.data], { type: file.contentType ?? 'image/jpeg' }),
      file.filename ?? 'photo.jpg',
    );
    return reply(await fetch(`${base}/api${url}`, { method: 'POST', headers, body: form }));
  };

  const outbox = async (mobile: string) =>
    (await (await fetch(`${base}/dev/outbox?mobile=${mobile}`)).json()) as { code: string }[];

  const requestCode: RemoteService['requestCode'] = async (mobile, o = {}) => {
    const before = (await outbox(mobile)).length;
    const sent = await call('POST', '/security/getVerifyCode', { mobile, channel: 'sms' }, o);
    if (sent.code !== 0) throw new Error(`getVerifyCode answered ${sent.code} ${sent.msg}`);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const messages = await outbox(mobile);
      if (messages.length > before) return (messages[0] as { code: string }).code;
      if (Date.now() > deadline) throw new Error(`no code for ${mobile}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  const dev: RemoteService['dev'] = async (url, body) =>
    reply(
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  const advance: RemoteService['advance'] = async (move) => {
    const moved = await dev('/dev/clock/advance', move);
    if (moved.code !== 0) throw new Error(`clock advance answered ${moved.code} ${moved.msg}`);
  };

  const syncClock: RemoteService['syncClock'] = async () => {
    await (await fetch(`${base}/dev/clock`)).json();
  };

  return { port, call, upload, requestCode, advance, syncClock, dev };
}
