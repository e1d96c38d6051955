import { createHash, createHmac } from 'node:crypto';
import { checkKey, type FileStorage } from './file-storage.ts';

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com, or a MinIO / R2 address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (default; MinIO and most compatibles) or https://bucket.endpoint/key. */
  pathStyle: boolean;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
export function encodeS3Path(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

export interface SignInput {
  method: string;
  /** The already encoded absolute path, e.g. /bucket/key. */
  path: string;
  /** Lower-case names; `host` must be among them. */
  headers: Record<string, string>;
  payloadSha256: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** YYYYMMDDTHHMMSSZ */
  amzDate: string;
}

/** AWS Signature Version 4 for S3 (no query string): answers the Authorization header. */
export function signS3Request(input: SignInput): string {
  const headers: Record<string, string> = {
    ...input.headers,
    'x-amz-content-sha256': input.payloadSha256,
    'x-amz-date': input.amzDate,
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names
    .map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    input.path,
    '',
    canonicalHeaders,
    signedHeaders,
    input.payloadSha256,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/** Objects in an S3-compatible bucket through its REST API (PUT, GET, DELETE Object). */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly base: URL;

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.base = new URL(settings.endpoint);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, data, { 'content-type': contentType });
    await this.expect(response, [200], 'PUT', key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return undefined;
    }
    await this.expect(response, [200], 'GET', key, false);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await this.expect(response, [200, 204, 404], 'DELETE', key);
  }

  private async send(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}) {
    const { bucket, pathStyle } = this.settings;
    const host = pathStyle ? this.base.host : `${bucket}.${this.base.host}`;
    const prefix = this.base.pathname.replace(/\/$/, '');
    const path = `${prefix}${pathStyle ? `/${bucket}` : ''}/${encodeS3Path(checkKey(key))}`;
    const payloadSha256 = sha256Hex(body ?? '');
    const amzDate = this.now()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const headers: Record<string, string> = { host, ...extra };
    const authorization = signS3Request({
      method,
      path,
      headers,
      payloadSha256,
      region: this.settings.region,
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
      amzDate,
    });
    const { host: _host, ...sent } = headers;
    return fetch(`${this.base.protocol}//${host}${path}`, {
      method,
      headers: {
        ...sent,
        'x-amz-content-sha256': payloadSha256,
        'x-amz-date': amzDate,
        authorization,
      },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }

  private async expect(response: Response, ok: number[], method: string, key: string, drain = true) {
    if (ok.includes(response.status)) {
      if (drain) await response.arrayBuffer();
      return;
    }
    const detail = (await response.text()).slice(0, 300);
    throw new Error(`object storage ${method} ${key} answered ${response.status}: ${detail}`);
  }
}
