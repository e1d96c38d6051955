import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkKey, type FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage, signS3Request } from './s3-file-storage.ts';

describe('AWS Signature V4', () => {
  it('matches the GET Object example of the S3 documentation', () => {
    const authorization = signS3Request({
      method: 'GET',
      path: '/test.txt',
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9' },
      payloadSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('storage keys', () => {
  it.each(['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a b', ''])('refuses %j', (key) => {
    expect(() => checkKey(key)).toThrow();
  });
  it('accepts ordinary keys', () => {
    expect(checkKey('identity/4f1c/front-1a2b.jpeg')).toBe('identity/4f1c/front-1a2b.jpeg');
  });
});

/** A stand-in for S3 on loopback: checks each request's signature, keeps objects in memory. */
async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<string, Buffer>();
  const rejected: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(request.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(
        signed
          .filter((n) => n !== 'x-amz-content-sha256' && n !== 'x-amz-date')
          .map((n) => [n, String(request.headers[n])]),
      );
      const payloadSha256 = String(request.headers['x-amz-content-sha256']);
      const expected = signS3Request({
        method: request.method as string,
        path: request.url as string,
        headers,
        payloadSha256,
        region: 'auto',
        ...credentials,
        amzDate: String(request.headers['x-amz-date']),
      });
      const bodyHash = createHash('sha256').update(body).digest('hex');
      if (auth !== expected || bodyHash !== payloadSha256 || !signed.includes('host')) {
        rejected.push(`${request.method} ${request.url}`);
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = request.url as string;
      if (request.method === 'PUT') {
        objects.set(key, body);
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const found = objects.get(key);
        if (found) response.writeHead(200).end(found);
        else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, objects, rejected, close: () => new Promise((r) => server.close(r)) };
}

async function behavesAsStorage(storage: FileStorage) {
  const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
  await storage.put('identity/u1/front-abc.jpeg', data, 'image/jpeg');
  expect(await storage.get('identity/u1/front-abc.jpeg')).toEqual(data);
  expect(await storage.get('identity/u1/none.jpeg')).toBeUndefined();
  await storage.delete('identity/u1/front-abc.jpeg');
  expect(await storage.get('identity/u1/front-abc.jpeg')).toBeUndefined();
  await storage.delete('identity/u1/front-abc.jpeg');
}

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'puente-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, gets and deletes under its root, leaving no temporary files', async () => {
    const storage = new LocalFileStorage(root);
    await behavesAsStorage(storage);
    await storage.put('a/b.png', Buffer.from('x'), 'image/png');
    expect(await readdir(path.join(root, 'a'))).toEqual(['b.png']);
  });
});

describe('S3-compatible storage', () => {
  const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test/secret+key' };
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    fake = await startFakeS3(credentials);
  });
  afterAll(() => fake.close());

  it('puts, gets and deletes objects with signed requests (path style)', async () => {
    const storage = new S3FileStorage({
      endpoint: `http://127.0.0.1:${fake.port}`,
      bucket: 'puente-uploads',
      region: 'auto',
      pathStyle: true,
      ...credentials,
    });
    await behavesAsStorage(storage);
    await storage.put('identity/u2/face-1.png', Buffer.from('face'), 'image/png');
    expect([...fake.objects.keys()]).toEqual(['/puente-uploads/identity/u2/face-1.png']);
    expect(fake.rejected).toEqual([]);
  });

  it('fails loudly when the store refuses the signature', async () => {
    const storage = new S3FileStorage({
      endpoint: `http://127.0.0.1:${fake.port}`,
      bucket: 'puente-uploads',
      region: 'auto',
      pathStyle: true,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'wrong',
    });
    await expect(storage.put('x/y.png', Buffer.from('1'), 'image/png')).rejects.toThrow(/answered 403/);
  });
});
