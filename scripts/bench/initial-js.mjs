// Initial JavaScript of home and login (gzip), measured as apps/web/scripts/size-report.mjs does:
// from Vite's manifest, the entry chunk and its static imports plus the route's lazy chunk and its
// static imports, each file gzipped with Node's default level; plus any script written into
// index.html (the route preloader, apps/web/scripts/route-preload-plugin.ts). The reference: a bare React +
// react-router app (scripts/bench/bare-react: a hash router, two routes) built in the same run by
// the same Vite and React plugin as the web app, measured the same way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { FIRST_LOAD_BUDGET_KB } from '../../apps/web/scripts/first-load-budget.mjs';

/** The build's own budget (apps/web/scripts/first-load-budget.mjs). */
export const INITIAL_JS_BUDGET_KB = FIRST_LOAD_BUDGET_KB;

const root = join(import.meta.dirname, '..', '..');
const fromWeb = createRequire(join(root, 'apps', 'web', 'package.json'));

/** Route → the module its lazy import loads (as in size-report.mjs). */
const PUENTE_ROUTES = {
  home: 'src/features/home/routes/home.tsx',
  login: 'src/features/auth/routes/login.tsx',
};

/** Gzip kB of the JavaScript a first visit downloads: the entry's closure plus each of `sources`'. */
function initialKb(dist, sources) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const findKey = (source) => {
    const key = Object.keys(manifest).find((k) => k === source || k.endsWith(`/${source}`));
    if (!key) throw new Error(`initial-js: ${source} is not in ${dist}/.vite/manifest.json`);
    return key;
  };
  const closure = (key, seen) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  };
  const keys = new Set();
  closure(
    Object.keys(manifest).find((k) => manifest[k].isEntry),
    keys,
  );
  for (const source of sources) closure(findKey(source), keys);
  const files = [...keys].map((k) => manifest[k].file).filter((file) => file.endsWith('.js'));
  // Scripts written into index.html (the route preloader) are first-load JS too.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]+?)<\/script>/g)].map(
    ([, text]) => gzipSync(text).length / 1000,
  );
  return files.reduce(
    (total, file) => total + gzipSync(readFileSync(join(dist, file))).length / 1000,
    inline.reduce((a, b) => a + b, 0),
  );
}

/** Fails when a build in `dist` carries React's development bundle (its DevTools notice). */
function assertProductionReact(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  for (const { file } of Object.values(manifest))
    if (
      file.endsWith('.js') &&
      readFileSync(join(dist, file), 'utf8').includes('Download the React DevTools')
    )
      throw new Error(
        `${dist}/${file} is React's development build: the reference must be built for production`,
      );
}

/**
 * Builds the bare app with the web app's Vite, its React plugin and its precompress plugin into
 * `outDir`: served by the service, it then travels as the web app does (.br beside each file).
 */
export async function buildBare(outDir) {
  const { build, runnerImport, version } = await import(pathToFileURL(fromWeb.resolve('vite')).href);
  const { default: react } = await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href);
  // runnerImport sets NODE_ENV to 'development' when it is unset, and a build then takes React's
  // development bundle (1.7× the size, several times the work): the reference must be a production build.
  const nodeEnv = process.env.NODE_ENV;
  const { module: compression } = await runnerImport(
    join(root, 'apps', 'web', 'scripts', 'precompress-plugin.ts'),
  );
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  await build({
    root: join(import.meta.dirname, 'bare-react'),
    configFile: false,
    base: './',
    logLevel: 'warn',
    plugins: [react(), compression.precompress()],
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  assertProductionReact(outDir);
  return version;
}

/** Where initialJsBench builds the bare app under `tmp` (Lighthouse serves that build too). */
export const bareDistIn = (tmp) => join(tmp, 'bare-react');

export async function initialJsBench({ webDist, tmp }) {
  const bareDist = bareDistIn(tmp);
  const viteVersion = await buildBare(bareDist);
  const bare = initialKb(bareDist, []);
  const version = (name) => fromWeb(`${name}/package.json`).version;
  const routes = Object.entries(PUENTE_ROUTES).map(([route, source]) => {
    const puente = initialKb(webDist, [source]);
    return {
      route,
      puenteKb: Number(puente.toFixed(1)),
      bareReactKb: Number(bare.toFixed(1)),
      differenceKb: Number((puente - bare).toFixed(1)),
      ratioToBare: Number((puente / bare).toFixed(2)),
      budgetKb: INITIAL_JS_BUDGET_KB,
      verdict: puente <= INITIAL_JS_BUDGET_KB ? 'met' : 'NOT met',
    };
  });
  return {
    measured: 'gzip (Node default level) of the entry and route chunks with their static imports',
    tooling: { vite: viteVersion, react: version('react'), 'react-router': version('react-router') },
    routes,
  };
}
