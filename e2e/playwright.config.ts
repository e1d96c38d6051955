import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { PRODUCTION_URL, productionEnv, STANDIN_PORTS } from './support/production-env.ts';

/**
 * Journeys in Debian's Chromium against the built server (npm run build at the root first), which
 * serves the built web app. Each run gets a fresh database in a temporary DATA_DIR.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// The config is read again in each worker; the variable makes them all share the first directory.
process.env.PUENTE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'puente-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/results.json' }],
    ['./support/accessibility-reporter.ts'],
  ],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node ../apps/server/dist/main.js',
      url: `${baseURL}/readyz`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.PUENTE_E2E_DATA_DIR,
        SANDBOX: 'true',
        LOG_LEVEL: 'warn',
        // The loan journeys need the money to arrive; payout failures have their own tests.
        SANDBOX_PAYOUT_FAILURE_RATE: '0',
        // Each test calls from an address of its own (X-Forwarded-For, support/test.ts), as each
        // borrower would, instead of sharing 127.0.0.1's 30 code sends per hour.
        TRUST_PROXY: 'loopback',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // The Mexican providers' stand-ins on their own ports, and a service in production mode pointed
    // at them (support/production-env.ts; decision 045): the production journey's world.
    {
      command: 'node ../apps/server/dist/standins.js',
      port: STANDIN_PORTS.twilio,
      env: productionEnv(),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `${PRODUCTION_URL}/readyz`,
      env: productionEnv(),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
