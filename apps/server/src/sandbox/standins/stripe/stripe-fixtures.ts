import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import Stripe from 'stripe';
import type { SignedWebhook } from '../../../providers/collection/collection-payment.ts';
import { injectFetch } from '../inject-fetch.ts';
import type { OwedNotification } from '../standin-notifications.ts';
import { MemoryStandInStore } from '../standin-store.ts';
import { intentEvent, newPaymentIntent, type PaymentIntentObject, paidIntent } from './stripe-objects.ts';
import { stripeStandIn } from './stripe-standin.ts';

/** A PaymentIntent id made from a seed: the same seed, the same PaymentIntent. */
export function seededIntentId(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = createHash('sha256').update(`stripe:pi:${seed}`).digest();
  return `pi_${[...bytes.subarray(0, 24)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** An OXXO PaymentIntent as Stripe describes it in an event: paid, unless `type` says otherwise. */
export function oxxoIntent(input: {
  intentId: string;
  reference: string;
  amountMinor: number;
  created: Date;
  paid?: boolean;
}): PaymentIntentObject {
  const intent = newPaymentIntent({
    id: input.intentId,
    amount: input.amountMinor,
    created: Math.floor(input.created.getTime() / 1000),
    metadata: { reference: input.reference },
    expiresAfterDays: 3,
  });
  return input.paid === false ? intent : paidIntent(intent);
}

/** The event Stripe sends about an intent, created `at` (the business time it happened). */
export function oxxoEvent(type: string, intent: PaymentIntentObject, at: Date) {
  return intentEvent(type, intent, Math.floor(at.getTime() / 1000));
}

/** The event's exact bytes, signed by Stripe's own helper at `wallAt` (the real time by default). */
export function signedStripeEvent(event: unknown, secret: string, wallAt: Date = new Date()): SignedWebhook {
  const rawBody = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret,
    timestamp: Math.floor(wallAt.getTime() / 1000),
  });
  return { rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/** One exchange on the wire between our client and the stand-in, as the test saw it. */
export interface WireExchange {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  answer: unknown;
}

/**
 * The Stripe stand-in alone, in memory, on a clock the test moves, reached through an in-process
 * wire that records every request and answer; `fault` lets a test make the wire fail instead.
 */
export async function stripeStandInForTest(options: { secretKey: string; webhookSecret: string }) {
  const app = Fastify({ logger: false });
  let now = new Date('2026-11-21T18:00:00Z');
  const owed: OwedNotification[] = [];
  const standIn = stripeStandIn({ ...options, publicBaseUrl: 'https://stripe.standin.test' });
  const context = {
    store: new MemoryStandInStore(),
    now: () => now,
    notify: async (path: string, body: string, delayMs: number) => {
      owed.push({ provider: 'stripe', path, body, deliverAt: new Date(now.getTime() + delayMs) });
    },
  };
  await app.register(async (scope) => standIn.routes(scope, context));
  await app.ready();
  const exchanges: WireExchange[] = [];
  const inner = injectFetch(app);
  let fault: ((request: Request) => Promise<Response> | undefined) | undefined;
  const wire: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const failed = fault?.(request.clone());
    if (failed) return failed;
    const body = request.body ? await request.clone().text() : '';
    const response = await inner(request);
    const text = await response.clone().text();
    const url = new URL(request.url);
    exchanges.push({
      method: request.method,
      path: url.pathname,
      headers: Object.fromEntries(request.headers.entries()),
      body,
      status: response.status,
      answer: text ? JSON.parse(text) : undefined,
    });
    return response;
  };
  return {
    app,
    standIn,
    connection: { baseUrl: 'https://stripe.standin.test', fetch: wire },
    exchanges,
    owed,
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
