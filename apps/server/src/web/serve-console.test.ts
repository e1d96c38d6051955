import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';

// The console as its build leaves it (apps/console): no inline script, each text file compressed beside it.
const script = `export const hola = ${JSON.stringify('consola '.repeat(2000))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/console/assets/c0ns.js"></script></head><body>${'<p>Consola</p>'.repeat(100)}</body></html>`;

async function writeBuilt(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

describe('serving the built staff console at /console', () => {
  let s: TestService;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'puente-console-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeBuilt(path.join(dist, 'index.html'), page);
    await writeBuilt(path.join(dist, 'assets', 'c0ns.js'), script);
    s = await startTestService('pglite', { consoleDist: dist });
  });
  afterAll(async () => {
    await s.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers the page at /console and /console/, revalidated, under a CSP with no inline script', async () => {
    for (const url of ['/console', '/console/']) {
      const response = await s.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
      const scriptSrc = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSrc?.split(' ')).toEqual(["'self'"]);
    }
  });

  it("answers the page for the console's own addresses, so a reload or a shared link opens it", async () => {
    for (const url of ['/console/staff', '/console/customers/42?tab=loans', '/console/invite']) {
      const response = await s.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(page);
    }
  });

  it('sends hashed JavaScript compressed and cached for a year, and a missing one as a plain 404', async () => {
    const response = await s.app.inject({
      url: '/console/assets/c0ns.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);

    const missing = await s.app.inject({ url: '/console/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('leaves the staff API and the rest of the service as they were', async () => {
    const me = await s.app.inject({ url: '/staff-api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 10011001 });
    const elsewhere = await s.app.inject({ url: '/consoles' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toBe(page);
  });
});
