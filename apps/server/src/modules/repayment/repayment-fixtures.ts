import { and, asc, eq } from 'drizzle-orm';
import { ledgerEntries, payOrders } from '../../db/schema.ts';
import type { CollectionProvider, SignedWebhook } from '../../providers/collection/collection-payment.ts';
import { standinRecords } from '../../sandbox/sandbox-schema.ts';
import { DbStandInStore } from '../../sandbox/standins/standin-store.ts';
import { stpNotification } from '../../sandbox/standins/stp/stp-abono-notification.ts';
import { keepAbono } from '../../sandbox/standins/stp/stp-abonos.ts';
import {
  oxxoEvent,
  oxxoIntent,
  seededIntentId,
  signedStripeEvent,
} from '../../sandbox/standins/stripe/stripe-fixtures.ts';
import type { PaymentIntentObject } from '../../sandbox/standins/stripe/stripe-objects.ts';
import type { Config } from '../../settings/config.ts';
import { loadConfig } from '../../settings/load-config.ts';
import { type Borrower, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import type { Engine } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { disbursedOrder } from '../disbursement/money-fixtures.ts';
import { webhookPath } from './crediting/webhook-routes.ts';

/** Known provider secrets for tests, so a test can sign (or mis-sign) a webhook itself. */
export const TEST_COLLECTION_ENV = {
  STP_COMPANY: 'PUENTE',
  STP_WEBHOOK_USER: 'stp-notify',
  STP_WEBHOOK_PASSWORD: 'stp-test-password',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
  PAYSTACK_SECRET_KEY: 'sk_test_paystack',
  FLUTTERWAVE_SECRET_HASH: 'flw-test-hash',
  MONNIFY_CLIENT_SECRET: 'monnify-test-secret',
};

/** The settings those variables make, for a test service. */
export const TEST_COLLECTION_SETTINGS = loadConfig(TEST_COLLECTION_ENV).collection;

/** The service for repayment tests: every payout succeeds, and the provider secrets are known. */
export function startRepaymentService(engine: Engine, overrides: Partial<Config> = {}): Promise<TestService> {
  return startTestService(engine, {
    sandboxPayoutFailureRate: 0,
    collection: TEST_COLLECTION_SETTINGS,
    ...overrides,
  });
}

/**
 * A new Mexican borrower whose loan is repaying, through the real calls: mx-91 for 1,000 pesos
 * unless `loanAmount` says otherwise.
 */
export async function repayingBorrower(
  s: TestService,
  loanAmount?: number,
): Promise<{ b: Borrower; orderNo: string }> {
  const b = await onboardedBorrower(s);
  const orderNo = await disbursedOrder(s, b, loanAmount === undefined ? undefined : { loanAmount });
  return { b, orderNo };
}

/** The order's ledger entries, of one kind if said, in the order they were written. */
export async function entriesOf(s: TestService, orderId: string, kind?: string) {
  const rows = await s.database.db
    .select()
    .from(ledgerEntries)
    .where(
      kind
        ? and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, kind))
        : eq(ledgerEntries.orderId, orderId),
    )
    .orderBy(asc(ledgerEntries.id));
  return rows;
}

/** The order's repayment credits, in the order they were written. */
export async function creditsOf(s: TestService, orderId: string) {
  return entriesOf(s, orderId, 'repayment');
}

/** How much has been credited to the order, in minor units. */
export async function creditedMinor(s: TestService, orderId: string): Promise<number> {
  return (await creditsOf(s, orderId)).reduce((sum, entry) => sum - entry.amount, 0);
}

/** The borrower's own CLABE at STP for an order, as the repayment screen shows it. */
export async function stpClabeOf(s: TestService, token: string, orderNo: string): Promise<string> {
  return (await s.call('GET', '/repay/getStpClabe', { orderNo }, { token })).data.clabe as string;
}

/**
 * A SPEI transfer the sandbox STP settled now, and its notification, which the test then posts as STP
 * would: STP confirms the deposit when asked (decision 037), as it would a real one.
 */
export async function stpTransfer(
  s: TestService,
  clabe: string,
  amountMinor: number,
  seed: string,
): Promise<SignedWebhook> {
  const at = s.clock.now();
  const webhook = stpNotification({
    clabe,
    amountMinor,
    seed,
    company: TEST_COLLECTION_ENV.STP_COMPANY,
    webhookUser: TEST_COLLECTION_ENV.STP_WEBHOOK_USER,
    webhookPassword: TEST_COLLECTION_ENV.STP_WEBHOOK_PASSWORD,
    at,
  });
  // The STP stand-in settled it: it answers for it when the service asks (signed Consulta Orden).
  await keepAbono(new DbStandInStore(s.database.db, 'stp', () => s.clock.now()), webhook.rawBody, at, true);
  return webhook;
}

/**
 * Stripe's `payment_intent.succeeded` for an OXXO voucher the borrower was given (its number, as
 * the screen shows it), signed now on the wall clock with Stripe's own helper. A `seed` names
 * another PaymentIntent than the voucher's own (a payment Stripe could never report, for tests).
 */
export async function oxxoPaid(
  s: TestService,
  voucherNumber: string,
  amountMinor: number,
  seed?: string,
): Promise<SignedWebhook> {
  const [payOrder] = await s.database.db
    .select()
    .from(payOrders)
    .where(eq(payOrders.voucherNumber, voucherNumber));
  if (!payOrder?.providerRef) throw new Error(`no OXXO voucher ${voucherNumber}`);
  const intentId = seed ? seededIntentId(seed) : payOrder.providerRef;
  const at = s.clock.now();
  const intent = oxxoIntent({ intentId, reference: payOrder.reference, amountMinor, created: at });
  return signedStripeEvent(
    oxxoEvent('payment_intent.succeeded', intent, at),
    TEST_COLLECTION_ENV.STRIPE_WEBHOOK_SECRET,
  );
}

/** Posts a webhook the way the provider's HTTP call arrives. */
export async function postWebhook(s: TestService, provider: CollectionProvider, webhook: SignedWebhook) {
  return s.app.inject({
    method: 'POST',
    url: webhookPath(provider),
    headers: { 'content-type': 'application/json', ...webhook.headers },
    payload: webhook.rawBody,
  });
}

/** The PaymentIntents the service's Stripe stand-in holds, as it would answer them. */
export async function standInIntents(s: TestService): Promise<PaymentIntentObject[]> {
  const rows = await s.database.db
    .select({ data: standinRecords.data })
    .from(standinRecords)
    .where(and(eq(standinRecords.provider, 'stripe'), eq(standinRecords.kind, 'payment_intent')));
  return rows.map((row) => row.data as PaymentIntentObject);
}
