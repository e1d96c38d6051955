// PostgreSQL for the loans bench: scratch databases on the server DATABASE_URL points at (so the
// figures are of the same PostgreSQL, and nothing of the caller's database is touched), plain SQL
// through the `pg` client the service itself uses, and pgbench.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(join(root, 'apps', 'server', 'package.json'));
const pg = require('pg');

/** Runs `text` (several statements allowed when `values` is empty); answers the rows of the last. */
export async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(text, values);
    return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the same server; `drop()` removes it. */
export async function scratchDatabase(adminUrl, label) {
  const name = `puente_bench_${label}_${randomBytes(4).toString('hex')}`;
  await sql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => sql(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

function run(command, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out.slice(-2000)}`));
    });
  });
}

/**
 * pgbench's built-in TPC-B-like script on a scratch database: `pgbench -i -s <clients>` (at least one
 * branch per client, as pgbench advises, so clients do not all queue on one row), then
 * `pgbench -T <seconds> -c <clients> -j 2`. Answers transactions per second.
 */
export async function pgbenchTps(adminUrl, { seconds, clients }) {
  const db = await scratchDatabase(adminUrl, 'pgbench');
  try {
    await run('pgbench', ['-i', '-q', '-s', String(clients), db.url], 600_000);
    const out = await run(
      'pgbench',
      ['-T', String(seconds), '-c', String(clients), '-j', '2', '-n', db.url],
      (seconds + 120) * 1000,
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return { tps: Number(tps[1]), clients, scale: clients, seconds };
  } finally {
    await db.drop();
  }
}
