import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { MemoryStandInStore } from '../standin-store.ts';
import { TwilioHandsets } from './twilio-handsets.ts';
import { twilioStandIn } from './twilio-standin.ts';

/** A Twilio test account as the stand-in knows it (the token is 32 hexadecimal digits, as Twilio's). */
export const ACCOUNT = {
  accountSid: `AC${'1a'.repeat(16)}`,
  authToken: 'f'.repeat(32),
  from: '+15005550006',
};
export const DELAY_MS = 300;

/** The Twilio stand-in on a loopback port of its own, its real time held by the test. */
export async function startTwilioStandIn() {
  const clock = { wallMs: Date.parse('2026-11-26T12:00:00Z') };
  const store = new MemoryStandInStore();
  const server: FastifyInstance = Fastify({ logger: false });
  const standIn = twilioStandIn({
    accountSid: ACCOUNT.accountSid,
    authToken: ACCOUNT.authToken,
    deliveryDelayMs: DELAY_MS,
    wallNow: () => clock.wallMs,
  });
  const context = { store, now: () => new Date(clock.wallMs), notify: async () => {} };
  await server.register(async (scope) => standIn.routes(scope, context));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    clock,
    store,
    handsets: new TwilioHandsets(store, () => clock.wallMs),
    close: () => server.close(),
  };
}
