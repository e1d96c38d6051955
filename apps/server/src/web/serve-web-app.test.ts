import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';

// The web app as the build leaves it: each text file with its .br and .gz beside it.
const script = `export const greeting = ${JSON.stringify('hola '.repeat(2000))};\n`;
const preloader = '(function(){for(var i=0;i<2;i++)document.documentElement.dataset.booted=String(i)})();';
const page = `<!doctype html><html><head><script>${preloader}</script><script type="module" src="./assets/app-1a2b.js"></script></head><body>${'<p>Puente</p>'.repeat(200)}</body></html>`;

async function writeBuilt(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

describe('serving the built web app', () => {
  let s: TestService;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'puente-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeBuilt(path.join(dist, 'index.html'), page);
    await writeBuilt(path.join(dist, 'assets', 'app-1a2b.js'), script);
    s = await startTestService('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await s.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('lets the script written into index.html run by its hash, and no other inline script', async () => {
    const response = await s.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    const hash = createHash('sha256').update(preloader).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('sends hashed JavaScript brotli-compressed, cached for a year', async () => {
    const response = await s.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await s.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await s.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page itself compressed and revalidated, so a new release is seen at once', async () => {
    const response = await s.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });
});
