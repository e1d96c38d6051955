// Cheap requests under the nested-JSON attack of issue 17 (finding 2): the built service on PGlite,
// four clients without a session posting ~800 KB of `[[[…` for `seconds`, two to a call that needs
// no session and has no limit of its own (/cou/country/meta/ip), two to the call that needs one and
// takes the largest bodies (the collector's contacts upload); meanwhile GET /healthz and a borrower's getUserInfo probed one after another, each
// timed. The same probes run first without the attack, so the table shows what the attack adds.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, serviceEnv, startNode, stop, waitFor200 } from './proc.mjs';
import { isSuccess, registerUser, sealedRequest } from './service.mjs';

export const ATTACK_CLIENTS = 4;
const ATTACKED = ['/cou/country/meta/ip', '/api/time/upload/contact'];
const QUIET_SECONDS = 3;
const PROBE_GAP_MS = 20;

/** Probes `path` until `until`, one at a time, PROBE_GAP_MS apart; answers their latencies in ms. */
async function probe(base, makeRequest, isGood, until) {
  const latencies = [];
  let errors = 0;
  while (Date.now() < until) {
    const { path, ...request } = makeRequest();
    const started = performance.now();
    try {
      const res = await fetch(base + path, { ...request, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      if (!isGood(res.status, text)) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
    await sleep(PROBE_GAP_MS);
  }
  return summary(latencies, errors);
}

function summary(latencies, errors) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { probes: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0), errors };
}

/** CPU seconds the process has used (Linux's /proc), or undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function attack(base, seconds) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'nested-attacker.mjs')], {
    env: {
      ...process.env,
      TARGETS: ATTACKED.map((path) => base + path).join(','),
      CLIENTS: String(ATTACK_CLIENTS),
      SECONDS: String(seconds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve) => child.once('exit', () => resolve(JSON.parse(out || '{}'))));
}

/** Answers one result row per probe and phase, e.g. "healthz under nested attack". */
export async function nestedAttackBench({ serverMain, tmp, seconds }) {
  const port = await freePort();
  const dir = join(tmp, 'nested-attack');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const env = serviceEnv({ port, dataDir: join(dir, 'data') });
  const proc = startNode('nested-attack', [serverMain], env, join(dir, 'service.log'));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(proc, `${base}/readyz`, 90_000);
    const { token } = await registerUser(base);
    const probes = (until) =>
      Promise.all([
        probe(
          base,
          () => ({ path: '/healthz', method: 'GET' }),
          (status) => status === 200,
          until,
        ),
        probe(
          base,
          () => sealedRequest('GET', '/api/security/getUserInfo', {}, token),
          (status, text) => status === 200 && isSuccess(text),
          until,
        ),
      ]);
    const [quietHealth, quietInfo] = await probes(Date.now() + QUIET_SECONDS * 1000);
    const cpuBefore = cpuSeconds(proc.child.pid);
    const attacked = attack(base, seconds);
    const [health, info] = await probes(Date.now() + seconds * 1000);
    const attacker = await attacked;
    const cpuAfter = cpuSeconds(proc.child.pid);
    // How busy the attack (and the probes) kept the service: on a shared host, the probes' latency
    // also holds the time other processes had the CPU, which this figure does not.
    if (cpuBefore !== undefined && cpuAfter !== undefined)
      attacker.serviceCpuPercent = Math.round(((cpuAfter - cpuBefore) / seconds) * 100);
    return [
      { scenario: 'healthz, quiet', ...quietHealth },
      { scenario: 'getUserInfo, quiet', ...quietInfo },
      { scenario: 'healthz under nested attack', ...health, attacker },
      { scenario: 'getUserInfo under nested attack', ...info, attacker },
    ];
  } finally {
    await stop(proc);
  }
}
