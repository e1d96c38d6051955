import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Handsets } from '../handsets.ts';
import { MemoryStandInStore } from '../standin-store.ts';
import { termiiStandIn } from './termii-standin.ts';

/** A Termii account as the stand-in knows it. */
export const TERMII_ACCOUNT = { apiKey: `TL${'7c'.repeat(29)}`, senderId: 'PuenteNG' };
export const TERMII_DELAY_MS = 300;

/** The Termii stand-in on a loopback port of its own, its real time held by the test. */
export async function startTermiiStandIn(options: { balance?: number } = {}) {
  const clock = { wallMs: Date.parse('2026-11-26T12:00:00Z') };
  const store = new MemoryStandInStore();
  const server: FastifyInstance = Fastify({ logger: false });
  const standIn = termiiStandIn({
    apiKey: TERMII_ACCOUNT.apiKey,
    senderIds: [TERMII_ACCOUNT.senderId],
    deliveryDelayMs: TERMII_DELAY_MS,
    wallNow: () => clock.wallMs,
    ...options,
  });
  const context = { store, now: () => new Date(clock.wallMs), notify: async () => {} };
  await server.register(async (scope) => standIn.routes(scope, context));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    clock,
    store,
    handsets: new Handsets(store, () => clock.wallMs),
    close: () => server.close(),
  };
}
