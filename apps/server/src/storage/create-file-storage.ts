import type { Config } from '../settings/config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/** S3-compatible storage when S3_BUCKET is set, otherwise local disk under UPLOADS_DIR. */
export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadsDir);
}
