import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openPglite } from './open-pglite.ts';

describe('the data folder lock', () => {
  it('refuses a second opener with a clear message while the first lives', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'puente-lock-'));
    writeFileSync(path.join(dir, 'puente.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Puente process/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'puente-lock-'));
    writeFileSync(path.join(dir, 'puente.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'puente.lock'), 'utf8')).toBe(String(process.pid));
    release();
    lockDataDir(dir)();
  });

  it('keeps data across reopen of the same folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'puente-data-'));
    const first = await openPglite(dir);
    await first.migrate();
    await first.executeSql("insert into service_secrets (name, value) values ('k', 'v')");
    await first.close();
    const second = await openPglite(dir);
    expect((await second.executeSql('select value from service_secrets')).rows).toEqual([{ value: 'v' }]);
    await second.close();
  });
});
