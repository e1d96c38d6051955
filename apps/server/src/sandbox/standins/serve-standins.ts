import Fastify, { type FastifyInstance } from 'fastify';
import type { StandIn } from './standin.ts';
import { MemoryNotificationQueue, type OwedNotification } from './standin-notifications.ts';
import { MemoryStandInStore } from './standin-store.ts';

export interface StandInServerOptions {
  host: string;
  /** The port each stand-in listens on, by name; 0 picks a free one. */
  ports: Record<string, number>;
  /** The service the stand-ins notify (`http://127.0.0.1:8080`): a notification's path goes after it. */
  notifyUrl: string;
  /** How often owed notifications are looked at. */
  pollMs?: number;
  /**
   * What a provider's delay is multiplied by (default 1): a journey that cannot move the clock, such
   * as one against a production-mode service, runs the providers' minutes as seconds.
   */
  timeScale?: number;
}

export interface RunningStandIns {
  /** Each stand-in's base URL, by name: what the service's `…_BASE_URL` settings point at. */
  urls: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Runs stand-ins as separate HTTP servers on their own ports, on the wall clock, keeping their
 * records in memory: what a service in production mode is pointed at to lend and collect against
 * the stand-ins exactly as against the providers.
 */
export async function serveStandIns(
  standIns: StandIn[],
  options: StandInServerOptions,
): Promise<RunningStandIns> {
  const queue = new MemoryNotificationQueue();
  const servers: FastifyInstance[] = [];
  const urls: Record<string, string> = {};
  const byName = new Map(standIns.map((s) => [s.name, s]));
  for (const standIn of standIns) {
    const server = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
    const context = {
      store: new MemoryStandInStore(),
      now: () => new Date(),
      notify: async (path: string, body: string, delayMs: number) =>
        queue.schedule({
          provider: standIn.name,
          path,
          body,
          deliverAt: new Date(Date.now() + delayMs * (options.timeScale ?? 1)),
        }),
    };
    await server.register(async (scope) => standIn.routes(scope, context));
    const address = await server.listen({ host: options.host, port: options.ports[standIn.name] ?? 0 });
    urls[standIn.name] = address;
    servers.push(server);
  }
  const send = async (notification: OwedNotification) => {
    const headers = byName.get(notification.provider)?.signNotification?.(notification, new Date()) ?? {};
    const answer = await fetch(new URL(notification.path, options.notifyUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: notification.body,
      signal: AbortSignal.timeout(10_000),
    });
    return answer.status;
  };
  let delivering = Promise.resolve(0);
  const timer = setInterval(() => {
    delivering = delivering.then(() => queue.deliverDue(new Date(), send)).catch(() => 0);
  }, options.pollMs ?? 500);
  return {
    urls,
    close: async () => {
      clearInterval(timer);
      await delivering;
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
