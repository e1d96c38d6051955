import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules (one folder each under modules/) use each other only through what they
 * offer, as the web's layers.test.ts holds its features apart: a module never imports another
 * module's repositories (its `*-repository.ts` files), no module depends on itself through
 * others, and order statuses appear by name. Tests are left out: they may set up state through any
 * repository.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import and re-export of a file, as a path from src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1] ?? '')),
  );
}

/** The module a path belongs to (`modules/loans/x.ts` → `loans`), or none outside modules/. */
const moduleOf = (path: string): string | undefined => {
  const [top, name, ...rest] = path.split('/');
  return top === 'modules' && rest.length > 0 ? name : undefined;
};

const isRepository = (path: string) => path.endsWith('-repository.ts');

/**
 * An order status written as a number where it is compared, set, inserted or moved to: statuses
 * appear by the domain's names (ORDER_STATUS, ORDER_TRANSITIONS), in TypeScript and in SQL alike.
 */
const RAW_STATUS =
  /\b(?:status|fromStatus|toStatus|from_status|to_status)\b\s*(?:===|!==|==|!=|=|:|,|in)\s*[([]?\s*\d|transition\([^)]*,\s*\d+\s*,/;

/** Each module's dependency cycles, each written `a → b → a`, found by walking the module graph. */
function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    const here = path.at(-1) as string;
    for (const next of edges.get(here) ?? []) {
      if (next === path[0]) {
        // One cycle, written from its alphabetically first module so each is reported once.
        const start = path.indexOf([...path].sort()[0] as string);
        const turned = [...path.slice(start), ...path.slice(0, start)];
        found.add([...turned, turned[0]].join(' → '));
      } else if (!path.includes(next)) walk([...path, next]);
    }
  };
  for (const start of edges.keys()) walk([start]);
  return [...found].sort();
}

function moduleEdges(files: { from: string; imports: string[] }[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, imports } of files) {
    const a = moduleOf(from);
    if (!a) continue;
    for (const to of imports) {
      const b = moduleOf(to);
      if (!b || b === a) continue;
      edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
  }
  return edges;
}

describe('module boundaries', () => {
  const files = sourceFiles(SRC).map((file) => ({ from: relative(SRC, file), imports: importsOf(file) }));

  it('finds the modules and the imports between them', () => {
    const modules = new Set(files.map((f) => moduleOf(f.from)).filter(Boolean));
    expect(modules.size).toBeGreaterThan(10);
    expect(moduleEdges(files).get('loans')?.has('orders')).toBe(true);
  });

  it("keeps every module out of another module's repositories", () => {
    const wrong = files.flatMap(({ from, imports }) =>
      imports
        .filter((to) => isRepository(to) && moduleOf(from) && moduleOf(to) && moduleOf(to) !== moduleOf(from))
        .map((to) => `${from} → ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has no import cycles between modules', () => {
    expect(cyclesOf(moduleEdges(files))).toEqual([]);
  });

  it('names statuses instead of writing their numbers', () => {
    const raw = files
      .filter(({ from }) => moduleOf(from))
      .flatMap(({ from }) =>
        readFileSync(join(SRC, from), 'utf8')
          .split('\n')
          .flatMap((line, i) => (RAW_STATUS.test(line) ? [`${from}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(raw).toEqual([]);
    expect(RAW_STATUS.test('where o.status in (2, 3)')).toBe(true);
    expect(RAW_STATUS.test('orders.transition(tx, order, 8, ')).toBe(true);
    expect(RAW_STATUS.test('eq(loanOrders.status, ORDER_STATUS.Applying)')).toBe(false);
  });

  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['security', new Set(['promotions'])],
      ['promotions', new Set(['security', 'orders'])],
      ['loans', new Set(['orders'])],
    ]);
    expect(cyclesOf(edges)).toEqual(['promotions → security → promotions']);
  });
});
