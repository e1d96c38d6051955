import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one direction of imports (bulletproof-react): shared code (api, bridge, i18n, lib, ui)
 * never imports features or app; a feature never imports another feature or app.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = ['api', 'bridge', 'i18n', 'lib', 'ui'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1] ?? '')),
  );
}

const area = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('features/') ? 2 : 1)
    .join('/');

describe('import boundaries', () => {
  const files = sourceFiles(SRC).map((file) => ({ from: relative(SRC, file), imports: importsOf(file) }));

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('keeps shared code free of features and app', () => {
    const wrong = files
      .filter(({ from }) => SHARED.includes(area(from)))
      .flatMap(({ from, imports }) =>
        imports
          .filter((to) => to.startsWith('features/') || to.startsWith('app/'))
          .map((to) => `${from} → ${to}`),
      );
    expect(wrong).toEqual([]);
  });

  it('keeps features apart from each other and from app', () => {
    const wrong = files
      .filter(({ from }) => from.startsWith('features/'))
      .flatMap(({ from, imports }) =>
        imports
          .filter((to) => to.startsWith('app/') || (to.startsWith('features/') && area(to) !== area(from)))
          .map((to) => `${from} → ${to}`),
      );
    expect(wrong).toEqual([]);
  });
});
