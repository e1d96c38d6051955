import { DomainError } from '@puente/domain';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { nubanAccount } from '../../modules/repayment/accounts/reserved-account-repository.ts';
import * as payOrders from '../../modules/repayment/pay-order-repository.ts';
import { minorToDecimal } from '../../providers/collection/decimal.ts';
import type { GatewayName } from '../../providers/collection/gateway-provider.ts';
import {
  SIMULATE_BANK_TRANSFER_PATH,
  SIMULATE_CHECKOUT_PATH,
} from '../standins/flutterwave/flutterwave-standin-options.ts';
import { MONNIFY_SIMULATE_TRANSFER_PATH } from '../standins/monnify/monnify-account-routes.ts';
import { PAYSTACK_CHECKOUT_PAY } from '../standins/paystack/paystack-checkout-routes.ts';
import { PAYSTACK_DVA_TRANSFER } from '../standins/paystack/paystack-dedicated-routes.ts';
import type { ProviderConnection } from '../standins/standin.ts';
import { SIMULATE_ABONO_PATH } from '../standins/stp/stp-collection-routes.ts';

/** Test cards ending in 0002 are declined, as at the gateways' own test modes. */
export const DECLINED_CARD_SUFFIX = '0002';

export type CheckoutOutcome = { outcome: 'paid' | 'declined'; payOrderId: string };

/** The Stripe stand-in's till: cash for a voucher number, answered as the stand-in answers it. */
export type OxxoTill = (number: string) => Promise<{ status: number; body: Record<string, unknown> }>;

/**
 * The tester's side of the sandbox providers: a SPEI transfer to a CLABE, cash at OXXO, a card at a
 * gateway's checkout, a transfer into a Nigerian reserved account. Each is made at the provider's
 * stand-in, which owes the service the provider's notification, signed as the provider signs it.
 */
export class SandboxCollections {
  constructor(
    private readonly deps: {
      db: Db;
      clock: BusinessClock;
      /** The STP stand-in, when the service reaches STP through it: a transfer is made there. */
      stp?: ProviderConnection | undefined;
      /** The Monnify stand-in, when the service reaches Monnify through it: a transfer is made there. */
      monnify?: ProviderConnection | undefined;
      /** Undefined when the service talks to Stripe itself (a key was given): no till here then. */
      oxxoTill?: OxxoTill;
      /** The Flutterwave stand-in, when the service reaches Flutterwave through it: payers pay there. */
      flutterwave?: ProviderConnection | undefined;
      /** The Paystack stand-in, when the service reaches Paystack through it: payers pay there. */
      paystack?: ProviderConnection | undefined;
    },
  ) {}

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
    const path = gateway === 'paystack' ? PAYSTACK_CHECKOUT_PAY : SIMULATE_CHECKOUT_PATH;
    const answer = await this.at(gateway, 'GET', `${path}/${encodeURIComponent(reference)}`);
    return answer.status !== 200 || (answer.body.data as { paid?: boolean } | undefined)?.paid === true;
  }

  /** A payer's request to a gateway's stand-in (no stand-in: the gateway is the real one). */
  private async at(
    gateway: GatewayName,
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
  ) {
    const wire = this.deps[gateway];
    if (!wire) throw new DomainError('noPaymentMethod');
    const answer = await wire.fetch(`${wire.baseUrl}${path}`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  /**
   * "Pay" on the sandbox checkout: a card ending in 0002 is declined and pays nothing; any other pays
   * exactly the checkout's amount, once (the checkout is single-use), at the gateway's stand-in,
   * which owes the gateway's webhook (Paystack's charge.success, Flutterwave's charge.completed).
   */
  async payAtCheckout(gateway: GatewayName, reference: string, cardNumber: string): Promise<CheckoutOutcome> {
    const payOrder = await this.checkout(gateway, reference);
    if (cardNumber.endsWith(DECLINED_CARD_SUFFIX)) return { outcome: 'declined', payOrderId: payOrder.id };
    const paid =
      gateway === 'paystack'
        ? await this.at('paystack', 'POST', PAYSTACK_CHECKOUT_PAY, { reference })
        : await this.at(
            'flutterwave',
            'POST',
            `${SIMULATE_CHECKOUT_PATH}/${encodeURIComponent(reference)}/pay`,
            { cardNumber },
          );
    if (paid.status === 402) return { outcome: 'declined', payOrderId: payOrder.id };
    if (paid.status !== 200) throw new DomainError('payOrderTimedOut');
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
    if (account.provider === 'monnify') return this.transferToMonnify(accountNumber, amountMinor, payerName);
    const amount = Number(minorToDecimal(amountMinor));
    const provider = account.provider === 'flutterwave' ? 'flutterwave' : 'paystack';
    const sent = await this.at(
      provider,
      'POST',
      provider === 'flutterwave' ? SIMULATE_BANK_TRANSFER_PATH : PAYSTACK_DVA_TRANSFER,
      {
        account_number: accountNumber,
        amount,
        ...(payerName ? { payer_name: payerName } : {}),
      },
    );
    if (sent.status === 404) throw new DomainError('accountNotFound');
    if (sent.status !== 200)
      throw new Error(`the ${provider} stand-in refused the transfer (HTTP ${sent.status})`);
    return { deliverAt: String((sent.body.data as { notifies_at?: string } | undefined)?.notifies_at) };
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
}
