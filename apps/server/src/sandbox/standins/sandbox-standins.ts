import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { injectFetch } from './inject-fetch.ts';
import type { ProviderConnection, StandIn } from './standin.ts';
import { DbNotificationQueue, type OwedNotification } from './standin-notifications.ts';
import { DbStandInStore } from './standin-store.ts';

/** Where a sandbox service mounts a stand-in: its base URL is this path on the service itself. */
export const standInPath = (name: string) => `/dev/${name}`;

/**
 * The stand-ins a sandbox service runs for the providers it was given no settings for. A provider's
 * factory asks for one (`connect`) and gets the base URL and wire its real client uses; the sandbox
 * plugin mounts every stand-in asked for and delivers their notifications at each tick.
 */
export class SandboxStandIns {
  private readonly used = new Map<string, StandIn>();
  private readonly connections = new Map<string, ProviderConnection>();
  private readonly queue: DbNotificationQueue;

  constructor(
    private readonly deps: { app: FastifyInstance; db: Db; now: () => Date; wallNow?: () => Date },
  ) {
    this.queue = new DbNotificationQueue(deps.db);
  }

  connect(standIn: StandIn): ProviderConnection {
    this.used.set(standIn.name, standIn);
    const connection = {
      baseUrl: `http://sandbox.invalid${standInPath(standIn.name)}`,
      fetch: injectFetch(this.deps.app),
    };
    this.connections.set(standIn.name, connection);
    return connection;
  }

  /** The wire to a stand-in already asked for: how the sandbox's tester tools reach it. */
  connectionOf(name: string): ProviderConnection | undefined {
    return this.connections.get(name);
  }

  /** The stand-ins asked for, by name. */
  names(): string[] {
    return [...this.used.keys()];
  }

  /** Mounts each stand-in asked for under /dev/<name>; called by the sandbox plugin. */
  async mount(app: FastifyInstance): Promise<void> {
    for (const standIn of this.used.values()) {
      const context = {
        store: new DbStandInStore(this.deps.db, standIn.name, this.deps.now),
        now: this.deps.now,
        notify: async (path: string, body: string, delayMs: number) =>
          this.queue.schedule({
            provider: standIn.name,
            path,
            body,
            deliverAt: new Date(this.deps.now().getTime() + delayMs),
          }),
      };
      await app.register(async (scope) => standIn.routes(scope, context), {
        prefix: standInPath(standIn.name),
      });
    }
  }

  /** Sends every notification due on the business clock to the service's own routes. */
  deliverDue(): Promise<number> {
    return this.queue.deliverDue(this.deps.now(), (notification) => this.send(notification));
  }

  private async send(notification: OwedNotification): Promise<number> {
    const standIn = this.used.get(notification.provider);
    const wallNow = this.deps.wallNow?.() ?? new Date();
    const answer = await this.deps.app.inject({
      method: 'POST',
      url: notification.path,
      headers: {
        'content-type': 'application/json',
        ...(standIn?.signNotification?.(notification, wallNow) ?? {}),
      },
      payload: notification.body,
    });
    return answer.statusCode;
  }
}
