/**
 * Where uploaded files live: local disk for one machine, S3-compatible object storage past it
 * (ARCHITECTURE "Scale"). Keys are relative paths of safe characters, chosen by the service.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage root or need escaping. */
export function checkKey(key: string): string {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').includes('..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}
