import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  LOAN_PRODUCTS,
  MARKET_LENDING,
  OXXO_DEFAULT_VALID_DAYS,
  toMajor,
  validateProducts,
} from '@puente/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { BusinessClock } from './clock/business-clock.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { type Jobs, startJobs } from './jobs/jobs.ts';
import { makeTick } from './jobs/tick.ts';
import { agreementCalls } from './modules/agreements/agreement-routes.ts';
import { AgreementService } from './modules/agreements/agreement-service.ts';
import { appInfoCalls } from './modules/app-info/app-info-routes.ts';
import { appInfoSettings } from './modules/app-info/app-info-settings.ts';
import { countryCalls } from './modules/app-info/country-routes.ts';
import { runCloseOfBusiness } from './modules/cob/cob-job.ts';
import { consentCalls } from './modules/consent/consent-routes.ts';
import { ConsentService } from './modules/consent/consent-service.ts';
import { registerDevRoutes } from './modules/dev/dev-routes.ts';
import { deviceCalls } from './modules/device/device-routes.ts';
import { DeviceService } from './modules/device/device-service.ts';
import { disbursementCalls } from './modules/disbursement/disbursement-routes.ts';
import { DisbursementService } from './modules/disbursement/disbursement-service.ts';
import { settleSentPayouts, submitQueuedPayouts } from './modules/disbursement/payout-job.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import { identityCalls } from './modules/identity/identity-routes.ts';
import { IdentityService } from './modules/identity/identity-service.ts';
import { DbProfileLookup } from './modules/identity/profile-lookup.ts';
import { loanCalls } from './modules/loans/loan-routes.ts';
import { LoanService } from './modules/loans/loan-service.ts';
import { decideDueApplications, expireOffers } from './modules/loans/review-job.ts';
import { marketCalls } from './modules/market/market-routes.ts';
import { onboardingCalls } from './modules/onboarding/onboarding-routes.ts';
import { OnboardingService } from './modules/onboarding/onboarding-service.ts';
import { profileCalls } from './modules/profile/profile-routes.ts';
import { ProfileService } from './modules/profile/profile-service.ts';
import { promotionCalls } from './modules/promotions/promotion-routes.ts';
import { PromotionService } from './modules/promotions/promotion-service.ts';
import { reservedAccountCalls } from './modules/repayment/accounts/reserved-account-routes.ts';
import { ReservedAccountService } from './modules/repayment/accounts/reserved-account-service.ts';
import { cashierCalls } from './modules/repayment/cashier/cashier-routes.ts';
import { CashierService } from './modules/repayment/cashier/cashier-service.ts';
import { collectionSettings } from './modules/repayment/collection-settings.ts';
import { GatewayConfirmedCrediting } from './modules/repayment/crediting/cashier-confirmed-crediting.ts';
import { CreditingService } from './modules/repayment/crediting/crediting-service.ts';
import { registerWebhookRoutes, webhookPath } from './modules/repayment/crediting/webhook-routes.ts';
import { extensionCalls } from './modules/repayment/extensions/extension-routes.ts';
import { ExtensionService } from './modules/repayment/extensions/extension-service.ts';
import { portalCalls } from './modules/repayment/portal/portal-routes.ts';
import { PortalService } from './modules/repayment/portal/portal-service.ts';
import { repaymentCalls } from './modules/repayment/repayment-routes.ts';
import { RepaymentService } from './modules/repayment/repayment-service.ts';
import { SandboxCollections } from './modules/repayment/sandbox-collections.ts';
import { registerSandboxPaymentRoutes } from './modules/repayment/sandbox-payment-routes.ts';
import { registerVoucherReviewRoutes } from './modules/repayment/voucher-review-routes.ts';
import { voucherCalls } from './modules/repayment/vouchers/voucher-routes.ts';
import { VoucherService } from './modules/repayment/vouchers/voucher-service.ts';
import { grantBankAccountCoupons } from './modules/rewards/coupon-grants.ts';
import { CouponService } from './modules/rewards/coupon-service.ts';
import { DrawService } from './modules/rewards/draw-service.ts';
import { rewardCalls } from './modules/rewards/reward-routes.ts';
import { reviewAccountNumbers } from './modules/security/review-accounts.ts';
import { securityCalls } from './modules/security/security-routes.ts';
import { SecurityService } from './modules/security/security-service.ts';
import { loadServiceSecret } from './modules/security/service-secret.ts';
import { AppRegistry } from './protocol/app-registry.ts';
import { installErrorHandlers } from './protocol/error-handler.ts';
import { buildOpenApi } from './protocol/openapi.ts';
import { registerCalls } from './protocol/register-calls.ts';
import { installSecurityHeaders } from './protocol/security-headers.ts';
import { createCollectionWebhooks } from './providers/collection/create-collection-webhooks.ts';
import { createNigeriaCollection } from './providers/collection/gateway-factory.ts';
import { oxxoReference } from './providers/collection/sandbox-oxxo.ts';
import { createKycProvider } from './providers/kyc/create-kyc-provider.ts';
import type { KycProvider } from './providers/kyc/kyc-provider.ts';
import { createPayoutProvider } from './providers/payout/create-payout-provider.ts';
import { createSmsProvider } from './providers/sms/create-sms-provider.ts';
import type { SmsProvider } from './providers/sms/sms-provider.ts';
import type { Config } from './settings/config.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import { processFileDeletions } from './storage/deletion-queue.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { inlineScriptHashes } from './web/inline-scripts.ts';
import { serveWebApp } from './web/serve-web-app.ts';

export interface Service {
  app: FastifyInstance;
  database: Database;
  clock: BusinessClock;
  storage: FileStorage;
  /** Services other modules (and tests) call directly, e.g. consent.deleteCollectedData after a loan decision. */
  services: { consent: ConsentService; identity: IdentityService; onboarding: OnboardingService };
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  sms?: SmsProvider;
  kyc?: KycProvider;
  storage?: FileStorage;
  /** Tests replaying a seeded run: the wall clock business time counts from, and order numbers. */
  wall?: () => number;
  newOrderNo?: (now: Date) => string;
}

const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The whole service: read top to bottom, it says what the server is made of. */
export async function buildService(config: Config, options: ServiceOptions = {}): Promise<Service> {
  const database = options.database ?? (await openDatabase(config));
  const { db } = database;
  const apps = AppRegistry.forMode(config.sandbox);
  const clock = new BusinessClock(db, options.wall);
  await clock.sync(0);

  const sms = options.sms ?? createSmsProvider(config.sms, db, config.sandboxSmsDelayMs, () => clock.now());
  const serviceSecret = await loadServiceSecret(config, db);
  const security = new SecurityService({
    db,
    clock,
    sms,
    secret: serviceSecret,
    reviewAccounts: reviewAccountNumbers(config.reviewAccounts),
    sessionCacheMs: config.sessionCacheMs,
  });

  const now = () => clock.now();
  const storage = options.storage ?? createFileStorage(config);
  const profiles = new DbProfileLookup();
  const kyc = options.kyc ?? createKycProvider(config, { db, profiles, now });
  let log: (error: unknown, message: string) => void = () => {};
  const identity = new IdentityService({ db, clock, storage, kyc, profiles, log: (e, m) => log(e, m) });
  const consent = new ConsentService({ db, clock });
  const devices = new DeviceService({ db, clock, packageList: config.devicePackageList });
  const payout = createPayoutProvider({
    sandbox: config.sandbox,
    sandboxDelayMs: config.sandboxPayoutDelayMs,
    sandboxFailureRate: config.sandboxPayoutFailureRate,
    db,
    now,
  });
  const profile = new ProfileService({ db, clock, security, payout });
  const onboarding = new OnboardingService({
    db,
    clock,
    submitChecks: [
      (tx, user) => identity.completionProblem(tx, user),
      (tx, user) => profile.completionProblem(tx, user),
    ],
  });

  // A product that breaks a market rule must never be offered: refuse to start instead.
  validateProducts(LOAN_PRODUCTS, MARKET_LENDING);
  const loans = new LoanService({
    db,
    clock,
    reviewDelayMs: config.loanReviewDelayMs,
    submitOnboarding: (caller, user) => onboarding.submit(caller, user),
    newOrderNo: options.newOrderNo,
  });
  const agreements = new AgreementService({ db, clock, security });
  const disbursement = new DisbursementService({ db, clock, providerName: payout.name });
  const payoutJob = { db, clock, provider: payout, log: (e: unknown, m: string) => log(e, m) };
  const collection = collectionSettings(config.collection, config.sandbox, serviceSecret);
  const crediting = new CreditingService({ db, clock });
  const nigeria = createNigeriaCollection({ sandbox: config.sandbox, db });
  const cashier = new CashierService({ db, clock, gateways: nigeria.gateways, crediting });
  const reservedAccounts = new ReservedAccountService({ db, clock, accounts: nigeria.accounts });
  const extensions = new ExtensionService({ db, clock });
  const coupons = new CouponService({ db, clock });
  const promotions = new PromotionService({ db, clock });
  const draws = new DrawService({ db, clock });
  const repayment = new RepaymentService({
    db,
    clock,
    stpCompanyPrefix: config.stpCompanyPrefix,
    issueOxxoReference: () => oxxoReference(randomUUID()),
    oxxoValidDays: OXXO_DEFAULT_VALID_DAYS,
    sandbox: config.sandbox,
  });
  const vouchers = new VoucherService({ db, clock, storage, crediting });
  const portal = new PortalService({
    db,
    clock,
    repayment,
    // A payer from a link checks out at Paystack and comes back to the link, not to a login.
    cashier: {
      checkout: (owner, orderNo, amountMinor, lang, returnUrl) =>
        cashier.checkout(owner, 'paystack', { orderNo, amount: toMajor(amountMinor), returnUrl }, lang),
    },
    profiles,
    origin: config.publicUrl,
    sandbox: config.sandbox,
  });
  let app: FastifyInstance | undefined;
  const sandboxCollections = config.sandbox
    ? new SandboxCollections({
        db,
        clock,
        secrets: collection,
        // Through the real route and its signature check, as the provider's HTTP call would arrive.
        post: async (provider, webhook) =>
          (
            await (app as FastifyInstance).inject({
              method: 'POST',
              url: webhookPath(provider),
              headers: { 'content-type': 'application/json', ...webhook.headers },
              payload: webhook.rawBody,
            })
          ).statusCode,
      })
    : undefined;

  const tick = makeTick([
    () => clock.sync(0),
    () => decideDueApplications({ db, clock, log: (e, m) => log(e, m) }),
    // Device data serves the decision only: deleted at the same tick, or at the next if that failed.
    () => consent.purgeDecided(),
    () => expireOffers(db, clock),
    () => grantBankAccountCoupons(db, clock.now()),
    () => submitQueuedPayouts(payoutJob),
    () => settleSentPayouts(payoutJob),
    async () => {
      await sandboxCollections?.deliverDue();
    },
    // An extension whose fee did not arrive within its wait lapses; its dates never moved.
    () => extensions.expireWaiting(),
    () => runCloseOfBusiness({ db, clock }),
    () => security.purgeExpired(),
    () => onboarding.purgeAbandoned(),
    () => promotions.purgeUnclaimed(),
    () => processFileDeletions(db, storage, (e, key) => log(e, `could not remove stored file ${key}`)),
  ]);
  let jobs: Jobs | undefined;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;

  app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // The query string holds the envelope (personal data under a public key): log the path only.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
      },
    },
  });
  log = (error, message) => app.log.error({ err: error }, message);
  installErrorHandlers(app, apps);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'", ...inlineScriptHashes(config.webDist)],
      },
    },
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'puente-rl-' } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });

  const appInfo = appInfoSettings({
    apps,
    nativeAppRequired: config.nativeAppRequired,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  });
  const calls = [
    ...securityCalls(security),
    ...identityCalls(identity),
    ...consentCalls(consent),
    ...deviceCalls(devices),
    ...profileCalls(profile),
    ...onboardingCalls(onboarding),
    ...loanCalls(loans),
    ...agreementCalls(agreements),
    ...disbursementCalls(disbursement),
    ...marketCalls(loans, config.support),
    ...repaymentCalls(repayment),
    ...cashierCalls(cashier),
    ...reservedAccountCalls(reservedAccounts),
    ...voucherCalls(vouchers),
    ...portalCalls(portal),
    ...extensionCalls(extensions),
    ...rewardCalls(coupons, draws),
    ...appInfoCalls(appInfo),
    ...countryCalls(appInfo),
    ...promotionCalls(promotions),
  ];
  registerCalls(app, calls, {
    apps,
    clock,
    resolveSession: (authorization) => security.resolveSession(authorization),
    maxUploadBytes: MAX_UPLOAD_BYTES,
  });
  const openApi = buildOpenApi(calls);
  app.get('/api/docs', async () => openApi);
  registerHealthRoutes(app, database);
  await registerWebhookRoutes(app, {
    verifiers: createCollectionWebhooks(collection),
    // Flutterwave's unsigned webhook is credited from its verify answer (cashier-confirmed-crediting.ts).
    crediting: new GatewayConfirmedCrediting({ db, clock }, nigeria.gateways.flutterwave),
    clock,
  });
  // The tick runs in the request, not through the job queue, so that when a tester's clock move
  // answers, the deadline work at the new time is done; every tick step is safe to run twice at once.
  if (config.sandbox) registerDevRoutes(app, { db, clock, runTick: tick });
  if (sandboxCollections) registerSandboxPaymentRoutes(app, sandboxCollections);
  if (config.sandbox) registerVoucherReviewRoutes(app, vouchers);

  await serveWebApp(app, config.webDist);

  await app.ready();
  if (config.jobs)
    jobs = await startJobs(database, tick, (error) => app.log.error({ err: error }, 'job queue'));

  return {
    app,
    database,
    clock,
    storage,
    services: { consent, identity, onboarding },
    async close() {
      await app.close();
      await jobs?.stop();
      await (sms as { drain?: () => Promise<void> }).drain?.();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}
