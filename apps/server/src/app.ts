import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { BusinessClock } from './clock/business-clock.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { type Jobs, startJobs } from './jobs/jobs.ts';
import { agreementsModule } from './modules/agreements/agreements-module.ts';
import { appInfoModule } from './modules/app-info/app-info-module.ts';
import { cobModule } from './modules/cob/cob-module.ts';
import { consentModule } from './modules/consent/consent-module.ts';
import type { ConsentService } from './modules/consent/consent-service.ts';
import { authConsoleModule } from './modules/console/auth/auth-console-module.ts';
import { collectionsConsoleModule } from './modules/console/collections/collections-module.ts';
import { customersConsoleModule } from './modules/console/customers/customers-console-module.ts';
import { moneyConsoleModule } from './modules/console/money/money-module.ts';
import { productsConsoleModule } from './modules/console/products/products-console-module.ts';
import { queuesConsoleModule } from './modules/console/queues/queues-module.ts';
import { reportsConsoleModule } from './modules/console/reports/reports-module.ts';
import { reviewsConsoleModule } from './modules/console/reviews/reviews-console-module.ts';
import { deviceModule } from './modules/device/device-module.ts';
import { disbursementModule } from './modules/disbursement/disbursement-module.ts';
import { healthModule } from './modules/health/health-module.ts';
import { identityModule } from './modules/identity/identity-module.ts';
import type { IdentityService } from './modules/identity/identity-service.ts';
import { loansModule } from './modules/loans/loans-module.ts';
import { marketModule } from './modules/market/market-module.ts';
import { deliveryModule } from './modules/messages/delivery-module.ts';
import { messagesModule } from './modules/messages/messages-module.ts';
import { onboardingModule } from './modules/onboarding/onboarding-module.ts';
import type { OnboardingService } from './modules/onboarding/onboarding-service.ts';
import { profileModule } from './modules/profile/profile-module.ts';
import { promotionsModule } from './modules/promotions/promotions-module.ts';
import { repaymentModule } from './modules/repayment/repayment-module.ts';
import { rewardsModule } from './modules/rewards/rewards-module.ts';
import { securityModule } from './modules/security/security-module.ts';
import { staffModule } from './modules/staff/staff-module.ts';
import type { StaffRoute } from './modules/staff/staff-route.ts';
import { AppRegistry } from './protocol/app-registry.ts';
import { installServiceTime } from './protocol/service-time.ts';
import type { NigeriaCollection } from './providers/collection/gateway-factory.ts';
import type { PaystackConnection } from './providers/paystack/paystack-connection.ts';
import { sandboxPlugin } from './sandbox/sandbox-plugin.ts';
import { createHttpServer, MAX_UPLOAD_BYTES } from './server/http-server.ts';
import { ServerParts } from './server/server-parts.ts';
import {
  buildSharedServices,
  type SharedServiceOptions,
  type SharedServices,
} from './server/shared-services.ts';
import type { Config } from './settings/config.ts';
import { processFileDeletions } from './storage/deletion-queue.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { serveConsole } from './web/serve-console.ts';
import { serveWebApp } from './web/serve-web-app.ts';

export interface Service {
  app: FastifyInstance;
  /** Every route of the staff console's API, with the permission each needs (the authorization sweep reads it). */
  staffRoutes: readonly StaffRoute[];
  database: Database;
  clock: BusinessClock;
  storage: FileStorage;
  /** Services other modules (and tests) call directly, e.g. consent.deleteCollectedData after a loan decision. */
  services: {
    consent: ConsentService;
    identity: IdentityService;
    onboarding: OnboardingService;
    /** How the service reaches Paystack (tests drive its payouts and its stand-in with it). */
    paystack: PaystackConnection | undefined;
    /** Nigeria's checkout gateways and reserved-account providers offered to borrowers (decision 052). */
    nigeria: NigeriaCollection;
    /** Each market's payout provider (tests check NG_PAYOUT_PROVIDER's choice). */
    payouts: SharedServices['payouts'];
    /** The webhooks' secrets (tests sign a provider's notifications with them). */
    collection: SharedServices['collection'];
    /** The staff console's sessions and maker-checker. */
    staff: SharedServices['staff'];
    /** Proofs of payment (tests decide them as the console and the sandbox do). */
    vouchers: SharedServices['vouchers'];
  };
  close(): Promise<void>;
}

export interface ServiceOptions extends SharedServiceOptions {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
}

/** Loaded only when REDIS_URL is set: the client library is a good share of a start without it. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
}

/** The whole service: read top to bottom, it says what the server is made of. */
export async function buildService(config: Config, options: ServiceOptions = {}): Promise<Service> {
  const database = options.database ?? (await openDatabase(config));
  const apps = AppRegistry.forMarkets(config.markets);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await createHttpServer(config, { apps, redis });
  const log = (error: unknown, message: string) => app.log.error({ err: error }, message);
  // A refusal at start (a market without its providers, decision 052) leaves nothing open behind it.
  const shared = await buildSharedServices(config, database, { app, apps, log, redis }, options).catch(
    async (error: unknown) => {
      await app.close();
      redis?.disconnect();
      if (!options.database) await database.close();
      throw error;
    },
  );
  const { clock, security, storage } = shared;
  const parts = new ServerParts(
    {
      apps,
      clock,
      resolveSession: (authorization) => security.resolveSession(authorization),
      maxUploadBytes: MAX_UPLOAD_BYTES,
    },
    shared.staff.sessions,
  );
  parts.addTickStep('syncClock', () => clock.sync(0));
  installServiceTime(app, clock);

  // The modules, in the order their calls are listed in /api/docs.
  const modules = { shared, parts };
  await app.register(securityModule, modules);
  await app.register(identityModule, modules);
  await app.register(consentModule, modules);
  await app.register(deviceModule, modules);
  await app.register(profileModule, modules);
  await app.register(onboardingModule, modules);
  await app.register(loansModule, modules);
  await app.register(agreementsModule, modules);
  await app.register(disbursementModule, modules);
  await app.register(marketModule, modules);
  await app.register(repaymentModule, modules);
  await app.register(rewardsModule, modules);
  await app.register(messagesModule, modules);
  await app.register(appInfoModule, modules);
  await app.register(promotionsModule, modules);
  await app.register(cobModule, modules);
  // Messages leaving the service: reminders and overdue notices, and every SMS or WhatsApp (decision 061).
  await app.register(deliveryModule, modules);
  await app.register(healthModule, modules);
  // The staff console's areas (decision 053), each a plugin adding its staff routes and queues.
  await app.register(authConsoleModule, modules);
  await app.register(productsConsoleModule, modules);
  await app.register(customersConsoleModule, modules);
  await app.register(queuesConsoleModule, modules);
  await app.register(reviewsConsoleModule, modules);
  await app.register(moneyConsoleModule, modules);
  await app.register(reportsConsoleModule, modules);
  await app.register(collectionsConsoleModule, modules);
  // The staff console's API and app (decision 053); its docs list every staff route, so it goes last.
  await app.register(staffModule, modules);
  parts.addTickStep('deleteQueuedFiles', () =>
    processFileDeletions(database.db, storage, (e, key) => log(e, `could not remove stored file ${key}`)),
  );
  // Written at the first request: turning every call's schemas into JSON Schema is a good part of a start.
  let openApi: ReturnType<ServerParts['openApi']> | undefined;
  app.get('/api/docs', async () => {
    openApi ??= parts.openApi();
    return openApi;
  });

  if (config.sandbox) await app.register(sandboxPlugin, modules);
  parts.tick.checkComplete();
  await serveConsole(app, config.consoleDist);
  await serveWebApp(app, config.webDist);

  await app.ready();
  let jobs: Jobs | undefined;
  if (config.jobs)
    jobs = await startJobs(database, parts.tick.run, {
      everySeconds: config.tickSeconds,
      onError: (error) => app.log.error({ err: error }, 'job queue'),
    });

  const { consent, identity, onboarding, paystack, payouts, collection } = shared;
  return {
    app,
    staffRoutes: parts.staffRoutes(),
    database,
    clock,
    storage,
    services: {
      consent,
      identity,
      onboarding,
      paystack,
      nigeria: shared.nigeria,
      payouts,
      collection,
      staff: shared.staff,
      vouchers: shared.vouchers,
    },
    async close() {
      await app.close();
      await jobs?.stop();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}
