#!/usr/bin/env node
// `npm run dev`: the service as `npm start` runs it, but rebuilt on change. Vite rebuilds the web app
// into apps/web/dist on every change to its sources; tsx restarts the service when a server or domain
// source it imports changes, and when a rebuild rewrites index.html (the service reads it at start
// for its CSP script hashes). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps', 'web');
const require = createRequire(join(web, 'package.json'));
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

const children = [];
let stopping = false;

/** Runs a Node program in its own process, streaming its output; if it ends, dev ends. */
function run(label, cwd, script, args) {
  const child = spawn(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`dev: ${label} stopped (${signal ?? `exit code ${code}`}), so everything stops`);
    stop(1);
  });
  children.push(child);
}

/** Stops the children (unless they were signalled already) and ends once they have. */
function stop(code, signalChildren = true) {
  stopping = true;
  process.exitCode = code;
  if (signalChildren) for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
// Ctrl-C reaches every process of the terminal's group: signalling tsx again would make it kill the
// service before it has closed its database.
process.on('SIGINT', () => stop(0, false));
process.on('SIGTERM', () => stop(0));

// No size report here (npm run build gives it). dist/ is not emptied between rebuilds: the running
// service keeps its files to serve, and index.html is rewritten in place, so the watch below sees it.
run('web rebuild', web, bin('vite', 'bin/vite.js'), ['build', '--watch', '--no-emptyOutDir']);
// From the root, as npm start runs the service, so DATA_DIR and WEB_DIST resolve the same way.
run('service', root, bin('tsx', 'dist/cli.mjs'), [
  'watch',
  '--clear-screen=false',
  '--include',
  'apps/web/dist/index.html',
  'apps/server/src/main.ts',
]);
