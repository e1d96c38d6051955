import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database allows one process (db/data-dir-lock.ts), so while the service runs the
 * create-admin command cannot open it. The listening service writes a random token into its data
 * folder, readable by its owner only; the command reads it and asks the running service instead.
 * Holding the data folder is the authority either way: who can read it can read the database.
 */
export const BOOTSTRAP_FILE = 'staff-bootstrap.token';
export const BOOTSTRAP_HEADER = 'x-staff-bootstrap';

export class BootstrapToken {
  private token: string | undefined;

  /** Written when the service listens on an embedded database; removed when it closes. */
  write(dataDir: string): void {
    this.token = randomBytes(32).toString('base64url');
    writeFileSync(path.join(dataDir, BOOTSTRAP_FILE), this.token, { mode: 0o600 });
  }

  remove(dataDir: string): void {
    if (!this.token) return;
    this.token = undefined;
    rmSync(path.join(dataDir, BOOTSTRAP_FILE), { force: true });
  }

  matches(given: unknown): boolean {
    if (!this.token || typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(this.token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

export function readBootstrapToken(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, BOOTSTRAP_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}
