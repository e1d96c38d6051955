// Lighthouse mobile performance (the default config: a Moto G-class phone on slow 4G, simulated)
// of home, login and /borrow/to_borrow, in Debian's Chromium, against the built service serving the
// built web app, each beside the bare React + react-router page (scripts/bench/bare-react) served by a
// second instance of the same service, runs interleaved so the host's drift falls on both alike.
// Everything is measured at Lighthouse's default CPU slowdown (4×) and again at 6×. to_borrow is measured signed in: a borrower registered through the sandbox, its
// token put in localStorage before Lighthouse loads the page (Lighthouse clears caches, not
// localStorage). A fresh borrower sees the same screen as an onboarded one (products and amounts
// are offered to any session); only applying needs onboarding.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, serviceEnv, startNode, stop, waitFor200 } from './proc.mjs';
import { registerUser } from './service.mjs';

// Issue 22's rule: a Puente screen meets its target when, at the default 4× CPU slowdown, its median
// score is at least the bare page's minus SCORE_MARGIN and its total blocking time at most
// TBT_FACTOR × the bare page's plus TBT_ALLOWANCE_MS (both measured in the same run).
export const SCORE_MARGIN = 0.03;
export const TBT_FACTOR = 2;
export const TBT_ALLOWANCE_MS = 50;
/** Lighthouse's own mobile default (4×, judged), then a slower phone (6×, reported only). */
export const CPU_SLOWDOWNS = [
  { multiplier: 4, judged: true },
  { multiplier: 6, judged: false },
];

/** Issue 22's verdict of one Puente screen's medians against the bare page's. */
export function verdictAgainstBare(screen, bare) {
  // Scores have two decimals: the subtraction's rounding must not fail a score right on the line.
  const scoreOk = screen.score >= bare.score - SCORE_MARGIN - 1e-9;
  const tbtOk = screen.tbtMs <= TBT_FACTOR * bare.tbtMs + TBT_ALLOWANCE_MS;
  if (scoreOk && tbtOk) return 'met';
  return `NOT met (${[!scoreOk && 'score', !tbtOk && 'TBT'].filter(Boolean).join(', ')})`;
}

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The reference: the bare app's home, audited before each run of the Puente screens. */
export const BARE = { name: 'bare React + router', hash: '#/' };

export const SCREENS = [
  { name: 'home', hash: '#/' },
  { name: 'login', hash: '#/user/login' },
  { name: 'to_borrow (signed in)', hash: '#/borrow/to_borrow', signedIn: true },
];

// Lighthouse drives Chromium with puppeteer-core; the same copy signs the borrower in.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const { default: puppeteer } = await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href);

/** Puts the borrower's token where the web app keeps it, for the service's origin. */
async function signIn(port, base, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('token', value), `Bearer ${token}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run of `url` in a fresh Chromium; the score and the metrics that make it up. */
async function audit(url, token, base, cpuSlowdown) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (token) await signIn(chrome.port, base, token);
    // Flags are settings overrides, merged into the default config's settings (throttling's other
    // figures stay the mobile defaults).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue;
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
    return {
      score: lhr.categories.performance.score,
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift')?.toFixed(3)),
      siMs: Math.round(metric('speed-index')),
      opportunities,
      finalUrl: lhr.finalDisplayedUrl,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function auditWithRetry(url, token, base, cpuSlowdown, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await audit(url, token, base, cpuSlowdown);
    } catch (error) {
      if (i >= tries) throw error;
      console.error(`bench: lighthouse ${url}: ${error.message}; trying again`);
    }
  }
}

/** The run of median score (Lighthouse varies from run to run), with every run's score. */
function median(each) {
  const sorted = [...each].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: each.map((r) => r.score) };
}

/** The built service (`serverMain`) on a fresh DATA_DIR under `tmp/<name>`, serving `dist`; added to `started`. */
async function startService(name, serverMain, dist, tmp, started) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html missing (build it)`);
  const port = await freePort();
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'data'), { recursive: true });
  const env = serviceEnv({ port, dataDir: join(dir, 'data'), WEB_DIST: dist });
  const proc = startNode(`${name} service`, [serverMain], env, join(dir, 'service.log'));
  started.push(proc);
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(proc, `${base}/readyz`, 90_000);
  return { proc, base };
}

/** Fails unless `base` answers `dist`'s own index.html at `/`, brotli-compressed as a browser asks. */
async function checkServes(base, dist) {
  const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  const body = await res.text(); // fetch decodes the brotli
  if (res.status !== 200 || body !== readFileSync(join(dist, 'index.html'), 'utf8'))
    throw new Error(`${base}/ does not answer ${dist}/index.html (status ${res.status})`);
  return res.headers.get('content-encoding') ?? 'identity';
}

/**
 * Starts the built service (`serverMain`) twice, one serving `webDist`, one serving `bareDist` (the
 * bare React app, precompressed by the web build's own plugin), and for each CPU
 * slowdown audits, `runs` times over, the bare page then each Puente screen; medians count.
 */
export async function lighthouseBench({ serverMain, webDist, bareDist, tmp, runs = 3 }) {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing (apt-get install -y chromium)`);
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`${webDist}/index.html missing (build the web app)`);
  const started = [];
  try {
    const puente = await startService('lighthouse', serverMain, webDist, tmp, started);
    const bare = await startService('lighthouse-bare', serverMain, bareDist, tmp, started);
    const encoding = {
      puente: await checkServes(puente.base, webDist),
      bare: await checkServes(bare.base, bareDist),
    };
    const { token } = await registerUser(puente.base);
    const throttles = [];
    for (const { multiplier, judged } of CPU_SLOWDOWNS) {
      const bareRuns = [];
      const screenRuns = SCREENS.map(() => []);
      for (let i = 0; i < runs; i++) {
        bareRuns.push(await auditWithRetry(`${bare.base}/${BARE.hash}`, undefined, bare.base, multiplier));
        for (const [k, screen] of SCREENS.entries())
          screenRuns[k].push(
            await auditWithRetry(
              `${puente.base}/${screen.hash}`,
              screen.signedIn && token,
              puente.base,
              multiplier,
            ),
          );
      }
      const bareMedian = { screen: BARE.name, path: `/${BARE.hash}`, ...median(bareRuns) };
      const screens = SCREENS.map((screen, k) => {
        const m = { screen: screen.name, path: `/${screen.hash}`, ...median(screenRuns[k]) };
        return judged ? { ...m, verdict: verdictAgainstBare(m, bareMedian) } : m;
      });
      throttles.push({ cpuSlowdown: multiplier, judged, bare: bareMedian, screens });
    }
    return {
      chromium: CHROMIUM,
      runsPerScreen: runs,
      rule: {
        scoreMargin: SCORE_MARGIN,
        tbtFactor: TBT_FACTOR,
        tbtAllowanceMs: TBT_ALLOWANCE_MS,
        judgedAt: '4×',
      },
      contentEncoding: encoding,
      throttles,
    };
  } finally {
    for (const proc of started) await stop(proc);
  }
}
