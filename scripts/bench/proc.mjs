// Child processes and ports for the bench: every child started here is stopped by stopAll().
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const children = new Set();

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a built service the bench starts: sandbox, quiet logs, on 127.0.0.1, its data
 * in `dataDir`, on PostgreSQL only when `databaseUrl` is given (never the caller's DATABASE_URL).
 */
export function serviceEnv({ port, dataDir, databaseUrl, ...extra }) {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SANDBOX: 'true',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  if (port !== undefined) env.PORT = String(port);
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Starts `node <args>` with `env`; its output goes to `logFile`. */
export function startNode(name, args, env, logFile) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const proc = { name, child, exited, logFile, alive: true };
  exited.then(() => {
    proc.alive = false;
    children.delete(proc);
  });
  children.add(proc);
  return proc;
}

export function logTail(proc, lines = 20) {
  try {
    return readFileSync(proc.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export async function stop(proc, graceMs = 5000) {
  if (!proc.alive) return;
  proc.child.kill('SIGTERM');
  const done = await Promise.race([proc.exited, sleep(graceMs, 'timeout')]);
  if (done === 'timeout') {
    proc.child.kill('SIGKILL');
    await Promise.race([proc.exited, sleep(2000)]);
  }
}

export const stopAll = () => Promise.all([...children].map((p) => stop(p)));

/** Polls `url` until it answers 200; fails after `timeoutMs` or when the child exits first. */
export async function waitFor200(proc, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!proc.alive) throw new Error(`${proc.name} exited before answering ${url}:\n${logTail(proc)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(
    `${proc.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s:\n${logTail(proc)}`,
  );
}

/**
 * Runs one of the service's TypeScript bench scripts (through tsx) to its end and answers the JSON
 * its last line of output prints; refuses with the end of its error output when it fails.
 */
export function runTsScript(name, file, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args.map(String)], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1);
      if (code === 0 && last) resolve(JSON.parse(last));
      else reject(new Error(`${name} bench exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}
