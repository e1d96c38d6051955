import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService } from '../app.ts';
import { readBootstrapToken } from '../modules/console/auth/bootstrap-token.ts';
import { loadConfig } from '../settings/load-config.ts';
import { runCreateAdmin } from './create-admin.ts';

/** The README's command on an embedded database: alone, and while a service holds that database. */
describe('npm run staff:create-admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'puente-create-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = async (args: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCreateAdmin(
      args,
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JOBS: 'false',
        STAFF_PASSWORD: 'a long enough passphrase',
        ...env,
      },
      { out: (l) => out.push(l), err: (l) => err.push(l), askPassword: async () => 'typed' },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('creates the first administrator, then refuses a second; through a running service too', async () => {
    const first = await run(['--email', 'ana@puente.example', '--name', 'Ana', '--json']);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(JSON.parse(first.out)).toMatchObject({
      email: 'ana@puente.example',
      otpauthUri: expect.stringContaining('otpauth://totp/'),
    });
    expect(await run(['--email', 'beto@puente.example', '--name', 'Beto'])).toMatchObject({
      code: 1,
      err: 'An active administrator already exists.',
    });
    expect((await run(['--name', 'Beto'])).code).toBe(2);

    const config = {
      ...loadConfig({ DATA_DIR: dataDir }),
      logLevel: 'silent' as const,
      jobs: false,
      webDist: '/nonexistent',
    };
    const service = await buildService(config);
    try {
      await service.app.listen({ port: 0, host: '127.0.0.1' });
      const port = String((service.app.server.address() as AddressInfo).port);
      const env = { PORT: port, HOST: '127.0.0.1' };
      expect(await run(['--email', 'beto@puente.example', '--name', 'Beto'], env)).toMatchObject({
        code: 1,
        err: 'An active administrator already exists.',
      });
      const forced = await run(['--email', 'beto@puente.example', '--name', 'Beto', '--force'], env);
      expect(forced).toMatchObject({ code: 0 });
      expect(forced.out).toContain('Administrator beto@puente.example created.');
      expect(forced.out).toContain('TOTP secret: ');
    } finally {
      await service.close();
    }
    expect(readBootstrapToken(dataDir)).toBeUndefined();
    // Opening the embedded database from disk four times, with its migrations, takes a while.
  }, 180_000);
});
