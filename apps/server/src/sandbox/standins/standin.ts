import type { FastifyInstance } from 'fastify';
import type { OwedNotification } from './standin-notifications.ts';
import type { StandInStore } from './standin-store.ts';

/**
 * What a stand-in is given wherever it runs: mounted in a sandbox service (under /dev/<name>, on the
 * business clock, its records in the database) or on a port of its own (serve-standins.ts, on the
 * wall clock, its records in memory).
 */
export interface StandInContext {
  store: StandInStore;
  /** The clock the provider's world runs on: the business clock in a sandbox service. */
  now(): Date;
  /** Owes the service a notification, `delayMs` from now on that clock, signed when it is sent. */
  notify(path: string, body: string, delayMs: number): Promise<void>;
}

/**
 * A provider's stand-in: its real HTTP API (same paths, bodies, authentication, signatures and
 * failures), which our real client for that provider talks to as it would to the provider.
 */
export interface StandIn {
  /** The provider's name, and the path it is mounted under in a sandbox service (/dev/<name>). */
  readonly name: string;
  /** Registers the provider's API routes, relative to where the stand-in is mounted. */
  routes(app: FastifyInstance, context: StandInContext): void | Promise<void>;
  /** The headers the provider signs a notification with, made when it is sent (on the wall clock). */
  signNotification?(notification: OwedNotification, wallNow: Date): Record<string, string>;
}

/** How a client reaches its provider: the base URL and the wire. */
export interface ProviderConnection {
  baseUrl: string;
  fetch: typeof fetch;
}
