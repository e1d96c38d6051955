import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyIdentityFromUrl, getAppIdentity } from './app-identity.ts';

beforeEach(() => localStorage.clear());

describe('the Nigerian app in the web app', () => {
  it('is chosen by its package name in the address, as in production', () => {
    applyIdentityFromUrl({ search: '', hash: '#/?packageName=com.puente.naija' });
    expect(getAppIdentity()).toMatchObject({
      packageName: 'com.puente.naija',
      appName: 'Puente Naija',
      market: { id: 'NG', currency: 'NGN' },
    });
    applyIdentityFromUrl({ search: '?packageName=com.puente.loans', hash: '#/' });
    expect(getAppIdentity()).toMatchObject({ appName: 'Puente', market: { id: 'MX' } });
  });

  it('takes nothing from the sandbox: no screen calls a /dev address or asks whether the service is a sandbox', () => {
    const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    // Comments may say how the sandbox behaves; code may not depend on it.
    const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
    const files = sources(src);
    expect(files.length).toBeGreaterThan(100);
    const sandboxOnly = files.filter((file) => /\/dev\/|sandbox/i.test(code(readFileSync(file, 'utf8'))));
    expect(sandboxOnly.map((file) => relative(src, file))).toEqual([]);
  });
});
