// Cold start of the built service on a database that already exists (created and migrated by a
// first start, then stopped): from spawning `node` to the first 200 of /readyz, several times, the
// median; then its resident memory (VmRSS) once it has idled. The reference, measured the same
// way in the same run: the bare Fastify hello-world (scripts/bench/hello.mjs) to its first 200.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { scratchDatabase } from './postgres.mjs';
import { freePort, logTail, serviceEnv, startNode, stop, waitFor200 } from './proc.mjs';

const IDLE_MS = 5000;

/** Resident set size of a process, in MiB, from /proc (Linux). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) / 1024;
}

/** Spawns, polls `path` every 5 ms until it answers 200; the elapsed milliseconds. */
async function timeToFirst200(name, args, env, logFile, path, timeoutMs = 120_000) {
  const port = await freePort();
  const started = performance.now();
  const proc = startNode(name, args, { ...env, PORT: String(port) }, logFile);
  const url = `http://127.0.0.1:${port}${path}`;
  while (performance.now() - started < timeoutMs) {
    if (!proc.alive) throw new Error(`${name} exited before answering ${path}:\n${logTail(proc)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return { ms: performance.now() - started, proc };
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  await stop(proc);
  throw new Error(`${name} did not answer 200 on ${path} within ${timeoutMs / 1000} s`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `runs` cold starts of `args`; memory measured after the last one has idled. */
async function measureStarts(name, args, env, dir, path, runs) {
  const times = [];
  let rss;
  for (let i = 0; i < runs; i++) {
    const { ms, proc } = await timeToFirst200(name, args, env, join(dir, `${name}-${i}.log`), path);
    times.push(ms);
    if (i === runs - 1) {
      await sleep(IDLE_MS);
      rss = rssMiB(proc.child.pid);
    }
    await stop(proc);
  }
  return { medianMs: Math.round(median(times)), runsMs: times.map(Math.round), idleRssMiB: Math.round(rss) };
}

/**
 * The service on PGlite (a DATA_DIR under `tmp`) or on PostgreSQL (a scratch database on the server
 * `adminUrl` names), against hello-world measured just before. `serverMain` is the built service.
 */
export async function coldStartBench({ serverMain, tmp, adminUrl, runs = 5 }) {
  const dir = join(tmp, adminUrl ? 'cold-start-postgres' : 'cold-start-pglite');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const hello = await measureStarts(
    'hello-world',
    [join(import.meta.dirname, 'hello.mjs')],
    process.env,
    dir,
    '/',
    runs,
  );
  const db = adminUrl ? await scratchDatabase(adminUrl, 'coldstart') : undefined;
  try {
    const env = serviceEnv({ dataDir: join(dir, 'data'), databaseUrl: db?.url });
    // The first start creates the database and applies every migration; it is not measured.
    const port = await freePort();
    const first = startNode(
      'service (first start)',
      [serverMain],
      { ...env, PORT: String(port) },
      join(dir, 'first.log'),
    );
    try {
      await waitFor200(first, `http://127.0.0.1:${port}/readyz`, 120_000);
    } finally {
      await stop(first);
    }
    const service = await measureStarts('service', [serverMain], env, dir, '/readyz', runs);
    return {
      engine: adminUrl ? 'postgres' : 'pglite',
      runs,
      idleAfterMs: IDLE_MS,
      coldStartMs: service.medianMs,
      coldStartRunsMs: service.runsMs,
      idleRssMiB: service.idleRssMiB,
      helloWorld: {
        coldStartMs: hello.medianMs,
        coldStartRunsMs: hello.runsMs,
        idleRssMiB: hello.idleRssMiB,
      },
      coldStartRatio: service.medianMs / hello.medianMs,
      rssRatio: service.idleRssMiB / hello.idleRssMiB,
    };
  } finally {
    await db?.drop();
  }
}
