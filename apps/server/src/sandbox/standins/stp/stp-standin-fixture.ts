import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import Fastify from 'fastify';
import type { StpConnection } from '../../../providers/stp/stp-connection.ts';
import { stpFirma } from '../../../providers/stp/stp-signing.ts';
import { MemoryNotificationQueue, type OwedNotification } from '../standin-notifications.ts';
import { MemoryStandInStore } from '../standin-store.ts';
import { stpStandIn } from './stp-standin.ts';

/** The company as the tests know it at STP (empresa of TEST_COLLECTION_ENV, its Basic credentials). */
export const TEST_STP = { empresa: 'PUENTE', notifyUser: 'stp-notify', notifyPassword: 'stp-test-password' };

/** A company key pair, as STP's onboarding has the company make one. */
export function companyKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export interface StpAtHand {
  connection: StpConnection;
  store: MemoryStandInStore;
  /** The notifications STP owes, as it will send them (body and Basic header). */
  owed(): OwedNotification[];
  /** Sends what is due to `send` (the service's /webhooks/stp), as STP would; answers how many were taken. */
  deliverDue(
    send: (notification: OwedNotification, headers: Record<string, string>) => Promise<number>,
  ): Promise<number>;
  close(): Promise<void>;
}

/**
 * The STP stand-in on a port of its own, on the clock the test gives (a service's business clock),
 * and a connection our clients use over the network with global fetch, signed with `signWith`
 * (the company's key unless a test signs with another).
 */
export async function stpAtHand(
  now: () => Date,
  keys = companyKeys(),
  signWith: KeyObject = keys.privateKey,
): Promise<StpAtHand> {
  const standIn = stpStandIn({ ...TEST_STP, publicKey: () => keys.publicKey });
  const store = new MemoryStandInStore();
  const queue = new MemoryNotificationQueue();
  const owed: OwedNotification[] = [];
  const server = Fastify({ logger: false });
  await server.register(async (scope) =>
    standIn.routes(scope, {
      store,
      now,
      notify: async (path, body, delayMs) => {
        const notification = { provider: 'stp', path, body, deliverAt: new Date(now().getTime() + delayMs) };
        owed.push(notification);
        await queue.schedule(notification);
      },
    }),
  );
  const baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    connection: {
      empresa: TEST_STP.empresa,
      cuentaOrdenante: '646180110400000007',
      sign: (cadena) => stpFirma(cadena, signWith),
      baseUrl,
      fetch: globalThis.fetch,
    },
    store,
    owed: () => [...owed],
    deliverDue: (send) =>
      queue.deliverDue(now(), (notification) =>
        send(notification, standIn.signNotification?.(notification, new Date()) ?? {}),
      ),
    close: () => server.close(),
  };
}
