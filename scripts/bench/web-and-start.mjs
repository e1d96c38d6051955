// The bench's figures of the web app and of starting the service (issue 7): initial JavaScript
// against a bare React + router build, Lighthouse mobile performance of three screens, and the
// service's cold start and idle memory against hello-world's, each measured in the same run.
import os from 'node:os';
import { coldStartBench } from './cold-start.mjs';
import { INITIAL_JS_BUDGET_KB, initialJsBench } from './initial-js.mjs';
import { LIGHTHOUSE_TARGET, lighthouseBench } from './lighthouse.mjs';

/** `attempt(name, fn, how)` runs one scenario and answers its result or `{ failed }`. */
export async function webFigures({ serverMain, webDist, tmp, attempt }) {
  const initialJs = await attempt(
    'initial JavaScript vs bare React',
    () => initialJsBench({ webDist, tmp }),
    'build',
  );
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
  const lighthouse = await attempt(
    'Lighthouse mobile performance',
    () => lighthouseBench({ serverMain, webDist, tmp, runs }),
    `${runs} runs per screen, median`,
  );
  // The machine's load while Lighthouse ran: its simulated phone is the host's CPU slowed 4×.
  if (!lighthouse.failed) lighthouse.loadAverage = os.loadavg().map((n) => Number(n.toFixed(1)));
  return { initialJs, lighthouse };
}

export async function startFigures({ serverMain, tmp, attempt }) {
  const runs = Math.max(1, Number(process.env.BENCH_START_RUNS) || 5);
  const how = `${runs} starts, median`;
  const coldStart = [
    await attempt('cold start on PGlite', () => coldStartBench({ serverMain, tmp, runs }), how),
  ];
  if (process.env.DATABASE_URL)
    coldStart.push(
      await attempt(
        'cold start on PostgreSQL',
        () => coldStartBench({ serverMain, tmp, runs, adminUrl: process.env.DATABASE_URL }),
        how,
      ),
    );
  return { coldStart };
}

const pad = (cells, first = 30) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(first) : String(c).padStart(11))).join(' ');

export function printWebAndStart({ initialJs, lighthouse, coldStart }) {
  if (initialJs) {
    console.log(`\n${pad(['initial JS (gzip)', 'Puente', 'bare React', 'difference', 'budget'])}`);
    if (initialJs.failed) console.log(pad(['(failed)', initialJs.failed]));
    else
      for (const r of initialJs.routes)
        console.log(
          pad([
            r.route,
            `${r.puenteKb} kB`,
            `${r.bareReactKb} kB`,
            `+${r.differenceKb} kB`,
            `≤ ${INITIAL_JS_BUDGET_KB} kB: ${r.verdict}`,
          ]),
        );
  }
  if (lighthouse) {
    console.log(`\n${pad(['Lighthouse mobile', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'target'])}`);
    if (lighthouse.failed) console.log(pad(['(failed)', lighthouse.failed]));
    else
      for (const s of lighthouse.screens)
        console.log(
          pad([
            s.screen,
            `${s.score} (${s.scores.join('/')})`,
            `${s.fcpMs} ms`,
            `${s.lcpMs} ms`,
            `${s.tbtMs} ms`,
            s.cls,
            `≥ ${LIGHTHOUSE_TARGET}: ${s.verdict}`,
          ]),
        );
  }
  if (coldStart) {
    console.log(
      `\n${pad(['cold start to /readyz', 'median', 'hello-world', 'ratio', 'idle RSS', 'hello RSS'])}`,
    );
    for (const c of coldStart) {
      if (c.failed) console.log(pad([c.scenario, 'FAILED', c.failed]));
      else
        console.log(
          pad([
            c.scenario,
            `${c.coldStartMs} ms`,
            `${c.helloWorld.coldStartMs} ms`,
            `${c.coldStartRatio.toFixed(1)}×`,
            `${c.idleRssMiB} MiB`,
            `${c.helloWorld.idleRssMiB} MiB`,
          ]),
        );
    }
  }
}
