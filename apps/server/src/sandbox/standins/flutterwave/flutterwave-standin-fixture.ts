import Fastify from 'fastify';
import type { FlutterwaveConnection } from '../../../providers/flutterwave/flutterwave-http.ts';
import { injectFetch } from '../inject-fetch.ts';
import type { OwedNotification } from '../standin-notifications.ts';
import { MemoryStandInStore } from '../standin-store.ts';
import { flutterwaveStandIn } from './flutterwave-standin.ts';
import type { FlutterwaveStandInOptions } from './flutterwave-standin-options.ts';

export const TEST_FLW_SECRET_KEY = 'FLWSECK_TEST-0123456789abcdef0123456789abcdef-X';
export const TEST_FLW_SECRET_HASH = 'flw-standin-hash';

/**
 * The Flutterwave stand-in alone, in memory, on a clock the test moves, reached through Fastify's
 * inject behind `fetch`; `down` makes the wire fail as an unreachable Flutterwave does.
 */
export async function flutterwaveStandInForTest(options: Partial<FlutterwaveStandInOptions> = {}) {
  const app = Fastify({ logger: false });
  let now = new Date('2026-11-21T18:00:00Z');
  const owed: OwedNotification[] = [];
  const standIn = flutterwaveStandIn({
    secretKey: TEST_FLW_SECRET_KEY,
    secretHash: TEST_FLW_SECRET_HASH,
    ...options,
  });
  const context = {
    store: new MemoryStandInStore(),
    now: () => now,
    notify: async (path: string, body: string, delayMs: number) => {
      owed.push({ provider: 'flutterwave', path, body, deliverAt: new Date(now.getTime() + delayMs) });
    },
  };
  await app.register(async (scope) => standIn.routes(scope, context));
  await app.ready();
  const inner = injectFetch(app);
  let down = false;
  const wire: typeof fetch = async (input, init) => {
    if (down) throw new TypeError('fetch failed: connect ECONNREFUSED');
    return inner(input, init);
  };
  const connection: FlutterwaveConnection = {
    baseUrl: 'https://api.flutterwave.standin.test',
    fetch: wire,
    secretKey: TEST_FLW_SECRET_KEY,
  };
  return {
    app,
    standIn,
    connection,
    owed,
    setDown(value: boolean) {
      down = value;
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    now: () => now,
    close: () => app.close(),
  };
}
