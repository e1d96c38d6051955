import { OXXO_DEFAULT_VALID_DAYS } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { BusinessClock } from '../clock/business-clock.ts';
import type { Database } from '../db/database.ts';
import { signingSubject } from '../modules/agreements/agreement-service.ts';
import { appInfoSettings } from '../modules/app-info/app-info-settings.ts';
import { ConsentService } from '../modules/consent/consent-service.ts';
import { ProductCatalogue } from '../modules/console/products/product-catalogue.ts';
import { QueueRegistry } from '../modules/console/queues/queue-registry.ts';
import { ReceiptLinks } from '../modules/console/reviews/receipt-links.ts';
import { IdentityService } from '../modules/identity/identity-service.ts';
import { DbProfileLookup } from '../modules/identity/profile-lookup.ts';
import { LoanService } from '../modules/loans/loan-service.ts';
import { OnboardingService } from '../modules/onboarding/onboarding-service.ts';
import { ProfileService } from '../modules/profile/profile-service.ts';
import { StpCuentaRegistration } from '../modules/repayment/accounts/stp-cuenta-registration.ts';
import { CashierService } from '../modules/repayment/cashier/cashier-service.ts';
import { collectionSettings } from '../modules/repayment/collection-settings.ts';
import { CreditingService } from '../modules/repayment/crediting/crediting-service.ts';
import { RepaymentService } from '../modules/repayment/repayment-service.ts';
import { VoucherService } from '../modules/repayment/vouchers/voucher-service.ts';
import { MemoryNumberLimiter, RedisNumberLimiter } from '../modules/security/number-limiter.ts';
import { SecurityService } from '../modules/security/security-service.ts';
import { loadServiceSecret } from '../modules/security/service-secret.ts';
import { ProposalService } from '../modules/staff/proposals/proposal-service.ts';
import { StaffSessions } from '../modules/staff/staff-sessions.ts';
import type { AppRegistry } from '../protocol/app-registry.ts';
import { createOxxoAcquirer } from '../providers/collection/create-oxxo-acquirer.ts';
import { createNigeriaCollection } from '../providers/collection/gateway-factory.ts';
import {
  nigerianChannelsOffered,
  offeredNigerianChannels,
} from '../providers/collection/offered-nigerian-channels.ts';
import {
  connectFlutterwave,
  flutterwavePayoutProvider,
} from '../providers/flutterwave/create-flutterwave.ts';
import { createKycProvider } from '../providers/kyc/create-kyc-provider.ts';
import { identityChecksOffered } from '../providers/kyc/identity-checks-offered.ts';
import type { KycProvider } from '../providers/kyc/kyc-provider.ts';
import { connectMonnify } from '../providers/monnify/create-monnify.ts';
import { createPayoutProviders, nigerianPayouts } from '../providers/payout/create-payout-provider.ts';
import { connectPaystack } from '../providers/paystack/create-paystack.ts';
import { createSmsProvider } from '../providers/sms/create-sms-provider.ts';
import { MarketSms } from '../providers/sms/market-sms.ts';
import { isTextSender, type SmsProvider } from '../providers/sms/sms-provider.ts';
import { connectStp } from '../providers/stp/create-stp.ts';
import { SandboxStandIns } from '../sandbox/standins/sandbox-standins.ts';
import type { Config } from '../settings/config.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { checkMarketNeeds } from './missing-providers.ts';

/** What a test may put in place of a provider or the database. */
export interface SharedServiceOptions {
  sms?: SmsProvider;
  kyc?: KycProvider;
  storage?: FileStorage;
  /** Tests replaying a seeded run: the wall clock business time counts from, and order numbers. */
  wall?: () => number;
  newOrderNo?: (now: Date) => string;
  /**
   * Tests only (main.ts never sets it): a production-mode service starts though a served market lacks
   * providers, saying so instead, for tests about something else (decision 052).
   */
  allowMissingProviders?: boolean;
}

export type Log = (error: unknown, message: string) => void;

export type SharedServices = Awaited<ReturnType<typeof buildSharedServices>>;

/**
 * The services more than one part of the server uses, built once: the clock, the providers, and the
 * business services another module (or a test) calls. A service only its own module uses is built in
 * that module's plugin instead. The providers' factories are where sandbox or real is chosen.
 */
export async function buildSharedServices(
  config: Config,
  database: Database,
  edge: { app: FastifyInstance; apps: AppRegistry; log: Log; redis?: Redis | undefined },
  options: SharedServiceOptions = {},
) {
  const { apps, log } = edge;
  const { db } = database;
  const clock = new BusinessClock(db, options.wall);
  await clock.sync(0);
  const now = () => clock.now();
  // Providers given no settings in sandbox mode are reached at their stand-ins, mounted in this service.
  const standins = config.sandbox ? new SandboxStandIns({ app: edge.app, db, now }) : undefined;

  const serviceSecret = await loadServiceSecret(config, db);
  const sms =
    options.sms ??
    createSmsProvider(config, { standins, serviceSecret, standInDelayMs: config.sandboxSmsDelayMs });
  // Messages other than codes (decision 061): sent through the same providers when they take texts;
  // WhatsApp offered when TWILIO_WHATSAPP_FROM is given or the sandbox's Twilio stand-in offers it.
  const messaging = {
    texts: isTextSender(sms) ? sms : undefined,
    whatsappOffered: sms instanceof MarketSms && sms.whatsappOffered,
  };
  const security = new SecurityService({
    db,
    clock,
    sms,
    secret: serviceSecret,
    reviewAccounts: new Map(config.reviewAccounts.map((account) => [account.e164, account.code.reveal()])),
    numberLimiter: edge.redis ? new RedisNumberLimiter(edge.redis) : new MemoryNumberLimiter(),
    sessionCacheMs: config.sessionCacheMs,
    signingSubject: (user, orderNo) => signingSubject(db, user.userId, orderNo, clock.now()),
  });
  const storage = options.storage ?? createFileStorage(config);
  const profiles = new DbProfileLookup();
  const kyc = options.kyc ?? createKycProvider(config, { db, profiles, now, standins });
  const collection = collectionSettings(config.collection, config.sandbox, serviceSecret);
  // One connection for every STP client: STP itself when STP_BASE_URL is given, else the stand-in.
  const stp = connectStp({ api: config.stp, standins, notifications: collection.stp });
  // No SPEI without STP and the company's CLABE prefix: a CLABE STP never registered takes no money.
  const speiOffered = stp !== undefined && config.stpCompanyPrefix !== undefined;
  // One connection for every Paystack client: PAYSTACK_BASE_URL when PAYSTACK_SECRET_KEY is given, else the stand-in.
  const paystack = connectPaystack({
    api: config.paystack,
    standins,
    sandboxSecretKey: collection.paystackSecretKey,
    sandboxFailureRate: config.sandboxPayoutFailureRate,
  });
  // Monnify itself when MONNIFY_API_KEY is given, else the sandbox's stand-in; production without it: none.
  const monnify = connectMonnify({
    api: config.monnify,
    standins,
    clientSecret: collection.monnifyClientSecret,
  });
  // Flutterwave itself given its key (in any mode), else a sandbox's stand-in; none in production without it.
  const flutterwave = connectFlutterwave({
    settings: config.flutterwave,
    standins,
    secretHash: collection.flutterwaveSecretHash,
    serviceSecret,
  });
  // Nigeria pays out through NG_PAYOUT_PROVIDER's client (decision 052); "unavailable" when it was not built.
  const payoutClients = {
    nigeria: config.nigeria.payoutProvider,
    paystack,
    flutterwave: flutterwavePayoutProvider(flutterwave),
    monnify: monnify?.payouts,
    stp,
  };
  const payouts = createPayoutProviders(payoutClients);
  const appInfo = appInfoSettings({
    apps,
    nativeAppRequired: config.nativeAppRequired,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    identityChecks: (market) => identityChecksOffered(config, market),
  });
  // Every Nigerian provider built confirms its payments; borrowers are offered those the settings list.
  const nigeriaProviders = createNigeriaCollection({
    monnify,
    flutterwave,
    paystack,
    publicUrl: config.publicUrl,
  });
  const nigeria = offeredNigerianChannels(nigeriaProviders, config.nigeria);
  // A checkout needs an address to send the payer back to: none without PUBLIC_URL.
  const nigerianChannels = nigerianChannelsOffered(config.publicUrl ? nigeria : { ...nigeria, gateways: {} });
  // OXXO through Stripe, or its stand-in in a sandbox; undefined (no OXXO offered) in production without a key.
  const oxxo = createOxxoAcquirer({
    stripe: config.stripe,
    standins,
    webhookSecret: collection.stripeWebhookSecret?.reveal(),
    serviceSecret,
    publicUrl: config.publicUrl,
    log: (detail, message) => log(detail, message),
  });
  // At start: what each served market lacks to lend; production refuses to start without it (decision 052).
  checkMarketNeeds(
    apps.markets(),
    {
      config,
      identityChecks: (market) => identityChecksOffered(config, market),
      sms: options.sms !== undefined || config.sms.provider === 'twilio' || standins !== undefined,
      stp: stp !== undefined,
      speiOffered,
      oxxo: oxxo !== undefined,
      nigeriaSms: config.sandbox || config.termii.apiKey !== undefined,
      nigeriaPayouts: nigerianPayouts(payoutClients) !== undefined,
      nigeria,
    },
    {
      refuse: !config.sandbox && options.allowMissingProviders !== true,
      warn: ({ market, capability, without, settings }) =>
        edge.app.log.warn({ market, settings }, `not configured in ${market}: ${capability} (${without})`),
    },
  );

  // Identity and profile answer whether onboarding may be submitted; a loan application submits it.
  const identity = new IdentityService({ db, clock, storage, kyc, profiles, log });
  const profile = new ProfileService({ db, clock, security, payouts });
  const onboarding = new OnboardingService({
    db,
    clock,
    submitChecks: [
      (tx, user) => identity.completionProblem(tx, user),
      (tx, user) => profile.completionProblem(tx, user),
    ],
    purgeHooks: [async (tx, userIds) => kyc.forget?.(tx, userIds)],
  });
  // Tests call consent directly (Service.services), as a loan decision does through the tick.
  const consent = new ConsentService({ db, clock });
  // Loan products by version (decision 056), read from memory when pricing.
  const products = new ProductCatalogue({ db, clock });
  const loans = new LoanService({
    db,
    clock,
    products,
    reviewDelayMs: config.loanReviewDelayMs,
    submitOnboarding: (caller, user) => onboarding.submit(caller, user),
    newOrderNo: options.newOrderNo,
  });

  // Every channel that takes money credits through one service; the portal pays through repayment
  // and the cashier.
  const crediting = new CreditingService({ db, clock });
  const cashier = new CashierService({
    db,
    clock,
    gateways: nigeria.gateways,
    crediting,
    publicUrl: config.publicUrl,
  });
  const repayment = new RepaymentService({
    db,
    clock,
    stpCompanyPrefix: speiOffered ? config.stpCompanyPrefix : undefined,
    stpCuentas: stp ? new StpCuentaRegistration({ db, clock, connection: stp }) : undefined,
    oxxo,
    oxxoValidDays: OXXO_DEFAULT_VALID_DAYS,
    profiles,
    supportEmail: config.support.email,
    nigerianChannels,
  });
  // The sandbox reviews proofs through the same service, until the operator console does.
  const vouchers = new VoucherService({ db, clock, storage, crediting });

  return {
    config,
    database,
    db,
    clock,
    log,
    sms,
    messaging,
    security,
    storage,
    profiles,
    payouts,
    paystack,
    stp,
    apps,
    collection,
    appInfo,
    portalOrigin: config.publicUrl,
    nigeria,
    monnify,
    flutterwave,
    nigeriaProviders,
    nigerianChannels,
    oxxo,
    identity,
    profile,
    onboarding,
    consent,
    loans,
    products,
    crediting,
    cashier,
    repayment,
    vouchers,
    standins,
    speiOffered,
    // The staff console's sessions and maker-checker, which other modules add their actions to.
    staff: {
      sessions: new StaffSessions(db, options.wall),
      proposals: new ProposalService({ db, clock }),
      queues: new QueueRegistry(),
      /** The wall clock staff sessions and short-lived staff links are timed on (a test may move it). */
      wall: options.wall ?? Date.now,
      // Short-lived links to proofs of payment's receipts, signed with a key derived from the secret.
      receiptLinks: new ReceiptLinks(serviceSecret),
    },
  };
}
