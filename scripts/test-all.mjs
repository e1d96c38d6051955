#!/usr/bin/env node
// `npm test`: unit + integration tests (Vitest), build, end-to-end tests (Playwright), then one
// summary line `Tests: N passed, M failed[, K skipped]`. `--no-e2e` runs Vitest only.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const noE2e = process.argv.includes('--no-e2e');
const vitestReport = join(root, '.vitest-results.json');
const playwrightReport = join(root, 'e2e', 'test-results', 'results.json');

/** Runs a command (no shell), streaming its output; returns true when it exited 0. */
function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.error) console.error(`=== ${label}: could not start: ${r.error.message}`);
  else if (r.status !== 0) console.error(`=== ${label}: exited with ${r.signal ?? `code ${r.status}`}`);
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

/** Adds one step's counts; a failed step that reported no failing test counts as one failure. */
function tally(label, ok, counts) {
  if (!counts) {
    problems.push(`${label} wrote no report (crashed or did not run): counted as 1 failed`);
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  console.log(`=== ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  if (!ok && counts.failed === 0) {
    problems.push(`${label} failed without a failing test (suite or run error): counted as 1 failed`);
    totals.failed += 1;
  }
}

// a. Vitest (domain, server, web, console); a stale report must not stand in for this run's.
rmSync(vitestReport, { force: true });
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestReport}`,
]);
const v = existsSync(vitestReport) ? readJson(vitestReport) : null;
tally(
  'vitest',
  vitestOk,
  v && {
    passed: v.numPassedTests ?? 0,
    failed: v.numFailedTests ?? 0,
    skipped: (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0),
  },
);

// Suites that cannot run here (no PostgreSQL, no Redis) are declared skipped with their reason in
// the title ("… — skipped: DATABASE_URL_TEST is not set"); say each reason once, with its count.
const skipReasons = new Map();
for (const file of v?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status !== 'skipped' && test.status !== 'pending') continue;
    const titles = [...(test.ancestorTitles ?? []), test.title];
    const reason = titles.map((t) => / — skipped: (.+)$/.exec(t)?.[1]).find(Boolean) ?? 'no reason given';
    skipReasons.set(reason, (skipReasons.get(reason) ?? 0) + 1);
  }
}
for (const [reason, count] of skipReasons) console.log(`=== vitest: ${count} skipped because ${reason}`);

if (!noE2e) {
  // b. Build web and server; c. Playwright against the build (skipped when the build failed).
  const buildOk = run('build', 'npm', ['run', 'build']);
  if (!buildOk) problems.push('build failed');
  rmSync(playwrightReport, { force: true });
  const e2eOk = buildOk && run('e2e', 'npm', ['test', '-w', 'e2e']);
  const p = buildOk && existsSync(playwrightReport) ? readJson(playwrightReport) : null;
  tally(
    'e2e',
    e2eOk,
    p?.stats && {
      passed: (p.stats.expected ?? 0) + (p.stats.flaky ?? 0),
      failed: p.stats.unexpected ?? 0,
      skipped: p.stats.skipped ?? 0,
    },
  );
}

const ran = totals.passed + totals.failed;
if (ran === 0) problems.push('no test ran');
for (const p of problems) console.error(`!!! ${p}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
