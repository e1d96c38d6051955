import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStorage } from './file-storage.ts';

/**
 * Files under one folder on local disk (default DATA_DIR/uploads), outside anything served over
 * HTTP. Writes go to a temporary name first, so a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
