import { parseArgs } from 'node:util';
import { DomainError, errorMessage } from '@puente/domain';
import { BusinessClock } from '../clock/business-clock.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open-database.ts';
import { staffAuthDeps } from '../modules/console/auth/auth-console-module.ts';
import { BOOTSTRAP_HEADER, readBootstrapToken } from '../modules/console/auth/bootstrap-token.ts';
import {
  createFirstAdmin,
  type FirstAdmin,
  type FirstAdminInput,
} from '../modules/console/auth/first-admin.ts';
import { StaffSessions } from '../modules/staff/staff-sessions.ts';
import type { Config } from '../settings/config.ts';
import { loadConfig } from '../settings/load-config.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks for the password when STAFF_PASSWORD is not set. */
  askPassword(): Promise<string>;
}

const USAGE =
  'usage: npm run staff:create-admin -- --email ana@example.com --name "Ana" [--force] [--json]\n' +
  '(the password comes from STAFF_PASSWORD, or is asked for)';

/**
 * `npm run staff:create-admin`: the first administrator, with the service's own settings (the same
 * variables: DATABASE_URL, or DATA_DIR). On PostgreSQL, or on an embedded database no service holds,
 * it writes to the database itself; while a service holds the embedded database it asks that
 * service, with the token the service left in the data folder (decision 054). Answers the exit code.
 */
export async function runCreateAdmin(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let args: { email?: string; name?: string; force?: boolean; json?: boolean };
  try {
    args = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        force: { type: 'boolean' },
        json: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!args.email || !args.name) {
    io.err(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    io.err(`The service's settings are not right: ${(error as Error).message}`);
    return 2;
  }
  const password = env.STAFF_PASSWORD ?? (await io.askPassword());
  const input: FirstAdminInput = { email: args.email, name: args.name, password, force: Boolean(args.force) };
  try {
    const admin = await createDirectly(config, input).catch(async (error: unknown) => {
      if (!(error instanceof DataDirLockedError)) throw error;
      return createThroughService(config, input);
    });
    if (args.json) io.out(JSON.stringify(admin));
    else
      io.out(
        [
          `Administrator ${admin.email} created.`,
          `TOTP secret: ${admin.totpSecret}`,
          `otpauth URI: ${admin.otpauthUri}`,
          'Add it to an authenticator app now: it is not shown again. Then sign in at /console.',
        ].join('\n'),
      );
    return 0;
  } catch (error) {
    if (error instanceof DomainError) io.err(errorMessage(error.errorName, 'en', error.params));
    else io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function createDirectly(config: Config, input: FirstAdminInput): Promise<FirstAdmin> {
  const database = await openDatabase(config);
  try {
    const { db } = database;
    const clock = new BusinessClock(db);
    await clock.sync(0);
    const deps = await staffAuthDeps({ db, clock, config, staff: { sessions: new StaffSessions(db) } });
    return await createFirstAdmin(deps, input, { ip: 'command' });
  } finally {
    await database.close();
  }
}

/** The running service on this machine, reached at its own PORT. */
async function createThroughService(config: Config, input: FirstAdminInput): Promise<FirstAdmin> {
  const token = readBootstrapToken(config.dataDir);
  if (!token)
    throw new Error(
      `The data folder ${config.dataDir} is in use by another process, which left no token for this command. ` +
        'Wait until the service has started, or stop it and run this command again.',
    );
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/staff-api/bootstrap/first-admin`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [BOOTSTRAP_HEADER]: token },
    body: JSON.stringify(input),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: FirstAdmin };
  if (answer.code !== 0) throw new Error(answer.msg);
  return answer.data;
}
