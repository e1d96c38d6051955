// The bench's figures of the web app and of starting the service (issue 7): initial JavaScript
// against a bare React + router build, Lighthouse mobile performance of three screens against that
// same bare build's (issue 22), and the service's cold start and idle memory against hello-world's,
// each measured in the same run.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { coldStartBench } from './cold-start.mjs';
import { bareDistIn, buildBare, INITIAL_JS_BUDGET_KB, initialJsBench } from './initial-js.mjs';
import { lighthouseBench, SCORE_MARGIN, TBT_ALLOWANCE_MS, TBT_FACTOR } from './lighthouse.mjs';

/** `attempt(name, fn, how)` runs one scenario and answers its result or `{ failed }`. */
export async function webFigures({ serverMain, webDist, tmp, attempt }) {
  const initialJs = await attempt(
    'initial JavaScript vs bare React',
    () => initialJsBench({ webDist, tmp }),
    'build',
  );
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
  const lighthouse = await attempt(
    'Lighthouse mobile performance vs bare React',
    async () => {
      // The initial-JS step built the bare app; when it failed, try building it here once more.
      const bareDist = bareDistIn(tmp);
      if (!existsSync(join(bareDist, 'index.html'))) {
        try {
          await buildBare(bareDist);
        } catch (error) {
          throw new Error(
            `the bare React app did not build (${error.message}): no reference to score against`,
          );
        }
      }
      return lighthouseBench({ serverMain, webDist, bareDist, tmp, runs });
    },
    `${runs} runs per page, interleaved, median, CPU slowdown 4× and 6×`,
  );
  // The machine's load while Lighthouse ran: its simulated phone is the host's CPU slowed 4× (6×).
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

const ms = (n) => `${n} ms`;
// The score column holds every run's score too: wider than the others.
const lhPad = (cells) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(26) : String(c).padStart(i === 1 ? 24 : 10))).join(' ');

/** One table per CPU slowdown: each Puente screen beside the bare page measured in the same runs. */
function printLighthouse(lighthouse) {
  const header = ['page', 'score (runs)', 'FCP', 'LCP', 'TBT', 'CLS', 'bare score', 'bare TBT', 'verdict'];
  if (lighthouse.failed) {
    console.log(`\n${pad(['Lighthouse mobile', '(failed)', lighthouse.failed])}`);
    return;
  }
  for (const t of lighthouse.throttles) {
    console.log(`\n${lhPad([`Lighthouse mobile, CPU ${t.cpuSlowdown}×`, ...header.slice(1)])}`);
    const cells = (s) => [
      s.screen,
      `${s.score} (${s.scores.join('/')})`,
      ms(s.fcpMs),
      ms(s.lcpMs),
      ms(s.tbtMs),
      s.cls,
    ];
    console.log(lhPad([...cells(t.bare), '-', '-', '(reference)']));
    for (const s of t.screens)
      console.log(lhPad([...cells(s), t.bare.score, ms(t.bare.tbtMs), s.verdict ?? '(not judged)']));
  }
  console.log(
    `rule (issue 22, at 4×): score ≥ bare − ${SCORE_MARGIN} and TBT ≤ ${TBT_FACTOR} × bare TBT + ${TBT_ALLOWANCE_MS} ms` +
      (lighthouse.loadAverage ? `; load average ${lighthouse.loadAverage.join(' / ')}` : ''),
  );
}

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
  if (lighthouse) printLighthouse(lighthouse);
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
