import { randomUUID } from 'node:crypto';
import { DomainError } from '@puente/domain';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { nubanAccount } from '../../modules/repayment/accounts/reserved-account-repository.ts';
import * as payOrders from '../../modules/repayment/pay-order-repository.ts';
import type { CollectionProvider, SignedWebhook } from '../../providers/collection/collection-payment.ts';
import type { CollectionSecrets } from '../../providers/collection/collection-secrets.ts';
import { minorToDecimal } from '../../providers/collection/decimal.ts';
import type { GatewayName } from '../../providers/collection/gateway-provider.ts';
import { sandboxWebhooks } from '../sandbox-schema.ts';
import { MONNIFY_SIMULATE_TRANSFER_PATH } from '../standins/monnify/monnify-account-routes.ts';
import {
  SIMULATE_BANK_TRANSFER_PATH,
  SIMULATE_CHECKOUT_PATH,
} from '../standins/flutterwave/flutterwave-standin-options.ts';
import type { ProviderConnection } from '../standins/standin.ts';
import { stpNotification } from '../standins/stp/stp-abono-notification.ts';
import { SIMULATE_ABONO_PATH } from '../standins/stp/stp-collection-routes.ts';
import { flutterwaveChargeCompleted } from './sandbox-flutterwave.ts';
import { owedCharge, owedFlutterwaveCharge } from './sandbox-gateway.ts';
import {
  checkoutPaid,
  type FlutterwaveOwed,
  type MonnifyOwed,
  type PaystackOwed,
} from './sandbox-gateway-records.ts';
import { monnifyTransaction } from './sandbox-monnify.ts';
import { paystackChargeSuccess, paystackReference } from './sandbox-paystack.ts';

/** Paystack and Flutterwave notify a card payment within seconds; the borrower's return usually comes first. */
const GATEWAY_DELAY_MS = 30_000;
/** A NIP transfer into a reserved account settles and is notified within a minute. */
const NUBAN_DELAY_MS = 60_000;

/** Test cards ending in 0002 are declined, as at the gateways' own test modes. */
export const DECLINED_CARD_SUFFIX = '0002';

export type CheckoutOutcome = { outcome: 'paid' | 'declined'; payOrderId: string };

/** A SPEI deposit owed by an older sandbox (before the STP stand-in): still delivered if found. */
type StpPayment = { clabe: string; amountMinor: number; seed: string; payerName?: string };

/** The Stripe stand-in's till: cash for a voucher number, answered as the stand-in answers it. */
export type OxxoTill = (number: string) => Promise<{ status: number; body: Record<string, unknown> }>;

/** Posts a signed webhook to this service's own route and tells the HTTP status it answered. */
export type PostWebhook = (provider: CollectionProvider, webhook: SignedWebhook) => Promise<number>;

/**
 * The tester's side of the sandbox providers: a SPEI transfer to a CLABE, cash at OXXO, a card at a
 * gateway's checkout, a transfer into a Nigerian reserved account. Each owes
 * the service a webhook, signed at delivery exactly as the provider signs it.
 */
export class SandboxCollections {
  constructor(
    private readonly deps: {
      db: Db;
      clock: BusinessClock;
      secrets: CollectionSecrets;
      post: PostWebhook;
      /** The STP stand-in, when the service reaches STP through it: a transfer is made there. */
      stp?: ProviderConnection | undefined;
      /** The Monnify stand-in, when the service reaches Monnify through it: a transfer is made there. */
      monnify?: ProviderConnection | undefined;
      /** Undefined when the service talks to Stripe itself (a key was given): no till here then. */
      oxxoTill?: OxxoTill;
      /** The Flutterwave stand-in, when the service reaches Flutterwave through it: payers pay there. */
      flutterwave?: ProviderConnection | undefined;
    },
  ) {}

  private async owe(
    provider: CollectionProvider,
    payment: StpPayment | PaystackOwed | FlutterwaveOwed | MonnifyOwed,
    delayMs: number,
  ) {
    const deliverAt = new Date(this.deps.clock.now().getTime() + delayMs);
    await this.deps.db.insert(sandboxWebhooks).values({ provider, payment: { ...payment }, deliverAt });
    return { deliverAt: deliverAt.toISOString() };
  }

  /**
   * Any CLABE may be paid into, as with a real bank: one nobody holds is sent back. With the STP
   * stand-in, the payer's bank sends it there (its own "a payer sends SPEI" route) and STP owes the
   * notification; with a real STP configured there is no sandbox bank to send from. `lost`: STP
   * keeps the money but never notifies it, which only the daily reconciliation finds.
   */
  async transferToClabe(
    clabe: string,
    amountMinor: number,
    payerName?: string,
    lost?: boolean,
  ): Promise<{ claveRastreo?: string; deliverAt?: string }> {
    const { stp } = this.deps;
    if (stp) {
      const answer = await stp.fetch(`${stp.baseUrl}${SIMULATE_ABONO_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clabe,
          amount: Number(minorToDecimal(amountMinor)),
          ...(payerName ? { payerName } : {}),
          ...(lost ? { lost } : {}),
        }),
      });
      if (!answer.ok) throw new Error(`the STP stand-in refused the transfer (HTTP ${answer.status})`);
      const owed = (await answer.json()) as { claveRastreo: string; deliverAt?: string };
      return { claveRastreo: owed.claveRastreo, ...(owed.deliverAt ? { deliverAt: owed.deliverAt } : {}) };
    }
    // STP is the real one (STP_BASE_URL): a tester pays through STP's own test environment.
    throw new DomainError('noPaymentMethod');
  }

  /**
   * Cash at the till, at the Stripe stand-in: for the voucher number, or our pay order reference
   * (the number is looked up). The till takes a voucher once, only while payable, exactly its
   * amount; paid already (notified or not yet), paid by a till racing this one, or expired, it is
   * refused. Stripe's `payment_intent.succeeded` is then owed.
   */
  async payAtOxxo(referenceOrNumber: string) {
    const till = this.deps.oxxoTill;
    if (!till) throw new DomainError('noPaymentMethod');
    const { db, clock } = this.deps;
    const payOrder =
      (await payOrders.payOrderByReference(db, 'oxxo', referenceOrNumber)) ??
      (await payOrders.payOrderByVoucher(db, referenceOrNumber));
    const number = payOrder ? payOrder.voucherNumber : referenceOrNumber;
    if (!number) throw new DomainError('payOrderMissing');
    // What the app calls expired (an extension's fee past the extension) the tester's till refuses too.
    if (payOrder && (payOrder.status !== 'pending' || payOrder.expiresAt <= clock.now()))
      throw new DomainError('payOrderTimedOut');
    const paid = await till(number);
    if (paid.status === 404) throw new DomainError('payOrderMissing');
    if (paid.status !== 200) throw new DomainError('payOrderTimedOut');
    return { deliverAt: String(paid.body.notifies_at) };
  }

  /** The pay order behind a gateway checkout, for its page; refused once it can no longer be paid. */
  async checkout(gateway: GatewayName, reference: string) {
    const payOrder = await payOrders.payOrderByReference(this.deps.db, gateway, reference);
    if (payOrder?.channel !== 'cashier') throw new DomainError('payOrderMissing');
    if (
      payOrder.status !== 'pending' ||
      payOrder.expiresAt <= this.deps.clock.now() ||
      (await this.checkoutPaid(gateway, reference))
    )
      throw new DomainError('payOrderTimedOut');
    return payOrder;
  }

  private async checkoutPaid(gateway: GatewayName, reference: string): Promise<boolean> {
    if (gateway === 'paystack') return checkoutPaid(this.deps.db, gateway, reference);
    const answer = await this.atFlutterwave(
      'GET',
      `${SIMULATE_CHECKOUT_PATH}/${encodeURIComponent(reference)}`,
    );
    return answer.status !== 200 || (answer.body.data as { paid?: boolean } | undefined)?.paid === true;
  }

  /** A payer's request to the Flutterwave stand-in (no stand-in: Flutterwave is the real one). */
  private async atFlutterwave(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    const wire = this.deps.flutterwave;
    if (!wire) throw new DomainError('noPaymentMethod');
    const answer = await wire.fetch(`${wire.baseUrl}${path}`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  /**
   * "Pay" on the sandbox checkout: a card ending in 0002 is declined and owes nothing; any other pays
   * exactly the checkout's amount, once (the checkout is single-use), and owes the gateway's webhook.
   * The seed comes from the reference, so two clicks racing describe one transaction, not two.
   */
  async payAtCheckout(gateway: GatewayName, reference: string, cardNumber: string): Promise<CheckoutOutcome> {
    const payOrder = await this.checkout(gateway, reference);
    if (cardNumber.endsWith(DECLINED_CARD_SUFFIX)) return { outcome: 'declined', payOrderId: payOrder.id };
    const seed = `checkout:${gateway}:${reference}`;
    const paidAt = this.deps.clock.now().toISOString();
    const amountMinor = payOrder.amount;
    if (gateway === 'paystack') {
      await this.owe('paystack', { reference, amountMinor, seed, paidAt }, GATEWAY_DELAY_MS);
    } else {
      // Flutterwave's stand-in charges the card and owes its charge.completed (flutterwave-standin.ts).
      const paid = await this.atFlutterwave(
        'POST',
        `${SIMULATE_CHECKOUT_PATH}/${encodeURIComponent(reference)}/pay`,
        {
          cardNumber,
        },
      );
      if (paid.status === 402) return { outcome: 'declined', payOrderId: payOrder.id };
      if (paid.status !== 200) throw new DomainError('payOrderTimedOut');
    }
    return { outcome: 'paid', payOrderId: payOrder.id };
  }

  /**
   * A bank transfer into a Nigerian reserved account: the provider holding the account notifies it
   * (Monnify by its accountReference, Flutterwave by the account's tx_ref, Paystack as a
   * dedicated_nuban charge by the account number). An account no provider holds is refused, as a
   * bank's name enquiry would.
   */
  async transferToNuban(accountNumber: string, amountMinor: number, payerName?: string) {
    const account = await nubanAccount(this.deps.db, accountNumber);
    if (!account) throw new DomainError('accountNotFound');
    const seed = randomUUID();
    const paidAt = this.deps.clock.now().toISOString();
    const payer = payerName ? { payerName } : {};
    if (account.provider === 'monnify') return this.transferToMonnify(accountNumber, amountMinor, payerName);
    if (account.provider === 'flutterwave') {
      const sent = await this.atFlutterwave('POST', SIMULATE_BANK_TRANSFER_PATH, {
        account_number: accountNumber,
        amount: Number(minorToDecimal(amountMinor)),
        ...(payerName ? { payer_name: payerName } : {}),
      });
      if (sent.status === 404) throw new DomainError('accountNotFound');
      if (sent.status !== 200)
        throw new Error(`the Flutterwave stand-in refused the transfer (HTTP ${sent.status})`);
      return { deliverAt: String((sent.body.data as { notifies_at?: string } | undefined)?.notifies_at) };
    }
    const owed: PaystackOwed = {
      reference: paystackReference(seed),
      amountMinor,
      seed,
      paidAt,
      dedicatedAccount: { accountNumber, bankName: account.bankName },
      ...payer,
    };
    return this.owe('paystack', owed, NUBAN_DELAY_MS);
  }

  /**
   * The payer's bank sends money to a Monnify reserved account at the Monnify stand-in, which owes
   * the notification; with a real Monnify configured there is no sandbox bank to send from.
   */
  private async transferToMonnify(accountNumber: string, amountMinor: number, payerName?: string) {
    const { monnify } = this.deps;
    if (!monnify) throw new DomainError('noPaymentMethod');
    const answer = await monnify.fetch(`${monnify.baseUrl}${MONNIFY_SIMULATE_TRANSFER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        accountNumber,
        amount: minorToDecimal(amountMinor),
        ...(payerName ? { payerName } : {}),
      }),
    });
    if (answer.status === 404) throw new DomainError('accountNotFound');
    if (!answer.ok) throw new Error(`the Monnify stand-in refused the transfer (HTTP ${answer.status})`);
    const owed = (await answer.json()) as { transactionReference: string; deliverAt: string };
    return { transactionReference: owed.transactionReference, deliverAt: owed.deliverAt };
  }

  /**
   * The provider's notification of a payment, signed now. `settledAt` is when the payment settled:
   * STP's tracking key and operation date come from it, so a notification sent again (a retry, or
   * two ticks at once on different business days) names the same transfer and is credited once.
   */
  signed(provider: CollectionProvider, payment: Record<string, unknown>, settledAt?: Date): SignedWebhook {
    const { secrets } = this.deps;
    const at = this.deps.clock.now();
    if (provider === 'stp' && secrets.stp) {
      const p = payment as unknown as StpPayment;
      return stpNotification({
        ...p,
        company: secrets.stp.company,
        webhookUser: secrets.stp.webhookUser,
        webhookPassword: secrets.stp.webhookPassword.reveal(),
        at: settledAt ?? at,
      });
    }
    if (provider === 'paystack' && secrets.paystackSecretKey) {
      const p = payment as unknown as PaystackOwed;
      return paystackChargeSuccess({ ...owedCharge(p), secretKey: secrets.paystackSecretKey.reveal() });
    }
    if (provider === 'flutterwave' && secrets.flutterwaveSecretHash) {
      const p = payment as unknown as FlutterwaveOwed;
      return flutterwaveChargeCompleted({
        ...owedFlutterwaveCharge(p),
        secretHash: secrets.flutterwaveSecretHash.reveal(),
      });
    }
    if (provider === 'monnify' && secrets.monnifyClientSecret) {
      const p = payment as unknown as MonnifyOwed;
      return monnifyTransaction({
        amountMinor: p.amountMinor,
        clientSecret: secrets.monnifyClientSecret.reveal(),
        accountReference: p.accountReference,
        accountNumber: p.accountNumber,
        bankCode: p.bankCode,
        at: new Date(p.paidAt),
        seed: p.seed,
        ...(p.payerName ? { payerName: p.payerName } : {}),
      });
    }
    throw new Error(`the sandbox cannot sign for ${provider}`);
  }

  /**
   * Tick step: sends the webhooks that are due, and again at the next tick those not answered 2xx,
   * as a real provider retries. No lock is held while posting (the credit has its own transaction),
   * so two ticks at once may send one twice: real providers do that too, and crediting is idempotent.
   */
  async deliverDue(): Promise<number> {
    const { db, clock } = this.deps;
    const due = await db
      .select()
      .from(sandboxWebhooks)
      .where(and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.deliverAt, clock.now())))
      .orderBy(asc(sandboxWebhooks.deliverAt), asc(sandboxWebhooks.id))
      .limit(500);
    let delivered = 0;
    for (const row of due) {
      const provider = row.provider as CollectionProvider;
      const webhook = this.signed(provider, row.payment, row.deliverAt);
      const status = await this.deps.post(provider, webhook).catch(() => 0);
      const ok = status >= 200 && status < 300;
      if (ok) delivered += 1;
      await db
        .update(sandboxWebhooks)
        .set({
          attempts: sql`${sandboxWebhooks.attempts} + 1`,
          lastStatus: status,
          deliveredAt: ok ? clock.now() : null,
        })
        .where(and(eq(sandboxWebhooks.id, row.id), isNull(sandboxWebhooks.deliveredAt)));
    }
    return delivered;
  }
}
