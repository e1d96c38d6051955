import Fastify from 'fastify';
import type { PaystackConnection } from '../../../providers/paystack/paystack-connection.ts';
import { injectFetch } from '../inject-fetch.ts';
import type { OwedNotification } from '../standin-notifications.ts';
import { MemoryStandInStore } from '../standin-store.ts';
import { paystackStandIn } from './paystack-standin.ts';

/** One exchange on the wire between our client and the stand-in, as the test saw it. */
export interface PaystackExchange {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  answer: unknown;
}

export const TEST_PAYSTACK_KEY = 'sk_test_standin0123456789abcdef0123456789';

/**
 * The Paystack stand-in alone, in memory, on a clock the test moves, reached through an in-process
 * wire that records every request and answer; `setFault` makes the wire fail instead (Paystack
 * unreachable).
 */
export async function paystackStandInForTest(options: { failureRate?: number } = {}) {
  const app = Fastify({ logger: false });
  let now = new Date('2026-11-21T15:00:00Z');
  const owed: OwedNotification[] = [];
  const standIn = paystackStandIn({
    secretKey: TEST_PAYSTACK_KEY,
    failureRate: options.failureRate ?? 0,
    webhookPath: '/webhooks/paystack',
  });
  const context = {
    store: new MemoryStandInStore(),
    now: () => now,
    notify: async (path: string, body: string, delayMs: number) => {
      owed.push({ provider: 'paystack', path, body, deliverAt: new Date(now.getTime() + delayMs) });
    },
  };
  await app.register(async (scope) => standIn.routes(scope, context));
  await app.ready();
  const exchanges: PaystackExchange[] = [];
  const inner = injectFetch(app);
  let fault: ((request: Request) => Promise<Response> | undefined) | undefined;
  const wire: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const failed = fault?.(request.clone());
    if (failed) return failed;
    const text = request.body ? await request.clone().text() : '';
    const response = await inner(request);
    const answer = await response.clone().text();
    const url = new URL(request.url);
    exchanges.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      headers: Object.fromEntries(request.headers.entries()),
      body: text ? JSON.parse(text) : undefined,
      status: response.status,
      answer: answer ? JSON.parse(answer) : undefined,
    });
    return response;
  };
  const connection: PaystackConnection = {
    baseUrl: 'https://paystack.standin.test',
    fetch: wire,
    secretKey: TEST_PAYSTACK_KEY,
  };
  return {
    app,
    standIn,
    connection,
    exchanges,
    owed,
    /** A tester's call on the stand-in's own sandbox routes. */
    sandbox: (url: string, payload?: Record<string, unknown>) =>
      app.inject({ method: payload ? 'POST' : 'GET', url, ...(payload ? { payload } : {}) }),
    setFault(next: typeof fault) {
      fault = next;
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    now: () => now,
    close: () => app.close(),
  };
}
