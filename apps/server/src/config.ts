import path from 'node:path';
import { serverRoot } from './paths.ts';

/** Every setting comes from the environment; README.md lists them with their defaults. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** Sandbox providers and /dev routes; false means production mode. */
  sandbox: boolean;
  logLevel: string;
  /** Keys the code hashes. Required in production; generated and kept in the database in sandbox. */
  secretKey: string | undefined;
  /** App-store review numbers (E.164 or national) that log in without a code. */
  reviewAccounts: string[];
  redisUrl: string | undefined;
  webDist: string;
  /** Recurring jobs (pg-boss); tests that don't need them switch them off. */
  jobs: boolean;
  /** Seconds the sandbox SMS provider waits before "delivering", like a real gateway. */
  sandboxSmsDelayMs: number;
  trustProxy: boolean;
  /** Milliseconds a resolved session is reused before the database is read again. */
  sessionCacheMs: number;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox: flag(env.SANDBOX, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    secretKey: env.SECRET_KEY || undefined,
    reviewAccounts: (env.REVIEW_ACCOUNTS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    redisUrl: env.REDIS_URL || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    jobs: flag(env.JOBS, true),
    sandboxSmsDelayMs: Number(env.SANDBOX_SMS_DELAY_MS ?? 300),
    trustProxy: flag(env.TRUST_PROXY, false),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 2_000),
  };
}
