// Lighthouse mobile performance (the default config: a Moto G-class phone on slow 4G, simulated)
// of home, login and /borrow/to_borrow, in Debian's Chromium, against the built service serving the
// built web app. to_borrow is measured signed in: a borrower registered through the sandbox, its
// token put in localStorage before Lighthouse loads the page (Lighthouse clears caches, not
// localStorage). A fresh borrower sees the same screen as an onboarded one (products and amounts
// are offered to any session); only applying needs onboarding.
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, serviceEnv, startNode, stop, waitFor200 } from './proc.mjs';
import { registerUser } from './service.mjs';

export const LIGHTHOUSE_TARGET = 0.95;
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
async function audit(url, token, base) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (token) await signIn(chrome.port, base, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
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
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function auditWithRetry(url, token, base, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await audit(url, token, base);
    } catch (error) {
      if (i >= tries) throw error;
      console.error(`bench: lighthouse ${url}: ${error.message}; trying again`);
    }
  }
}

/**
 * Starts the built service (`serverMain`) on a fresh DATA_DIR under `tmp`, serving `webDist`, and
 * audits each screen `runs` times; the median score counts (Lighthouse varies from run to run).
 */
export async function lighthouseBench({ serverMain, webDist, tmp, runs = 3 }) {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing (apt-get install -y chromium)`);
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`${webDist}/index.html missing (build the web app)`);
  const port = await freePort();
  const dir = join(tmp, 'lighthouse');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const env = serviceEnv({ port, dataDir: join(dir, 'data'), WEB_DIST: webDist });
  const proc = startNode('lighthouse service', [serverMain], env, join(dir, 'service.log'));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(proc, `${base}/readyz`, 90_000);
    const { token } = await registerUser(base);
    const screens = [];
    for (const screen of SCREENS) {
      const each = [];
      for (let i = 0; i < runs; i++)
        each.push(await auditWithRetry(`${base}/${screen.hash}`, screen.signedIn && token, base));
      const sorted = [...each].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(sorted.length / 2)];
      screens.push({
        screen: screen.name,
        path: `/${screen.hash}`,
        ...median,
        scores: each.map((r) => r.score),
        target: LIGHTHOUSE_TARGET,
        verdict: median.score >= LIGHTHOUSE_TARGET ? 'met' : 'NOT met',
      });
    }
    return { chromium: CHROMIUM, runsPerScreen: runs, screens };
  } finally {
    await stop(proc);
  }
}
