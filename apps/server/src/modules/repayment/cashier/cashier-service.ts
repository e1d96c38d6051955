import {
  type CashierCheckoutView,
  DomainError,
  type Language,
  MARKETS,
  type MarketId,
  type PayOrderStatusView,
  REPAYMENT_CHANNELS,
  toMajor,
} from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { SessionUser } from '../../../protocol/call.ts';
import {
  type GatewayName,
  type GatewayProvider,
  GatewayUnavailableError,
  type Verification,
} from '../../../providers/collection/gateway-provider.ts';
import * as orders from '../../orders/orders-service.ts';
import { isRepayable, owedAt, productOf } from '../../orders/orders-service.ts';
import { customerOf } from '../accounts/reserved-account-repository.ts';
import type { CreditingService } from '../crediting/crediting-service.ts';
import * as extensions from '../extensions/extension-repository.ts';
import { newPayOrderId } from '../pay-order-id.ts';
import type { PayOrderRow } from '../pay-order-repository.ts';
import * as payOrders from '../pay-order-repository.ts';
import { checkRepaymentAmount, wholeAmountMinor } from '../repayment-amount.ts';
import { totalOwedMinor } from '../repayment-detail.ts';
import { markExpired, payOrderById } from './cashier-repository.ts';

/** How long a checkout may be paid: long enough to fetch a card, short enough not to linger. */
export const CASHIER_VALID_MINUTES = 60;

/** Where the gateway sends the browser back: the web app is hash-routed, so the fragment holds the route. */
export function cashierReturnUrl(payOrderId: string): string {
  return `/#/repay/cashier?payOrderId=${encodeURIComponent(payOrderId)}`;
}

/**
 * The address a gateway (or a stand-in on another port) sends the browser back to: a path of ours
 * made absolute on the web app's origin (PUBLIC_URL). Undefined when it cannot be: a path without
 * PUBLIC_URL, which no gateway can redirect to.
 */
export function absoluteReturnUrl(returnUrl: string, publicUrl: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(returnUrl)) return returnUrl;
  if (!publicUrl) return undefined;
  return `${publicUrl.replace(/\/+$/, '')}${returnUrl.startsWith('/') ? '' : '/'}${returnUrl}`;
}

export interface CashierDeps {
  db: Db;
  clock: BusinessClock;
  /** The web app's origin (PUBLIC_URL): return addresses are built on it. */
  publicUrl: string | undefined;
  gateways: Partial<Record<GatewayName, GatewayProvider>>;
  crediting: CreditingService;
}

export interface CheckoutAsk {
  orderNo: string;
  /** Whole naira; or instead the extension whose fee this pays. */
  amount?: number;
  extensionId?: string;
  /** Where the gateway sends the browser back; the cashier screen by default. */
  returnUrl?: string;
}

/**
 * Paying online through a gateway's hosted checkout (Nigeria): a pay order for one amount, and its
 * status read back from the gateway, never from the browser's return (docs/decisions/016).
 */
export class CashierService {
  constructor(private readonly deps: CashierDeps) {}

  async checkout(
    user: Pick<SessionUser, 'userId'>,
    gatewayName: GatewayName,
    ask: CheckoutAsk,
    lang: Language,
  ): Promise<CashierCheckoutView> {
    const { db, clock } = this.deps;
    const order = await orders.findOwnOrder(db, user.userId, ask.orderNo);
    if (!isRepayable(order.status)) throw new DomainError('notRepaying');
    const market = order.market as MarketId;
    const gateway = this.deps.gateways[gatewayName];
    if (!REPAYMENT_CHANNELS[market].includes('cashier') || !gateway) throw new DomainError('noPaymentMethod');
    const currency = MARKETS[market].currency;
    const now = clock.now();

    let amount: number;
    let expiresAt = new Date(now.getTime() + CASHIER_VALID_MINUTES * 60_000);
    let extensionId: string | undefined;
    if (ask.extensionId) {
      const extension = await extensions.extensionById(db, ask.extensionId);
      if (!extension || extension.orderId !== order.id) throw new DomainError('extensionNotFound');
      if (!extensions.isWaiting(extension, now)) throw new DomainError('extensionNotWaiting');
      amount = extension.total;
      extensionId = extension.id;
      // After the extension lapses its fee no longer buys it: the checkout ends with it at the latest.
      if (extension.expiresAt < expiresAt) expiresAt = extension.expiresAt;
    } else {
      if (ask.amount === undefined) throw new DomainError('payloadInvalid', { field: 'amount' });
      amount = await this.allowedAmount(order, ask.amount, lang);
    }

    const id = newPayOrderId(now);
    // No checkout is created with a return address the gateway cannot use (production without PUBLIC_URL).
    const returnUrl = absoluteReturnUrl(ask.returnUrl ?? cashierReturnUrl(id), this.deps.publicUrl);
    if (!returnUrl) throw new DomainError('noPaymentMethod');
    const customer = await customerOf(db, user.userId);
    const checkout = await gateway
      .initialize({
        reference: `PUENTE-${gatewayName === 'paystack' ? 'PS' : 'FLW'}-${id}`,
        amountMinor: amount,
        currency: 'NGN',
        returnUrl,
        email: customer.email,
        customerName: customer.name,
        validMinutes: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000)),
      })
      .catch((error: unknown) => {
        if (error instanceof GatewayUnavailableError) throw new DomainError('noPaymentMethod');
        throw error;
      });
    const purpose = extensionId ? 'extension' : 'repayment';
    const payOrder = await db.transaction(async (tx) => {
      // The extension is locked and checked again, so its fee is never taken once it has lapsed.
      const extension = extensionId ? await extensions.lockExtension(tx, extensionId) : undefined;
      if (extensionId && !(extension && extensions.isWaiting(extension, now)))
        throw new DomainError('extensionNotWaiting');
      const row = await payOrders.insertPayOrder(tx, {
        id,
        orderId: order.id,
        userId: user.userId,
        channel: 'cashier',
        provider: gatewayName,
        purpose,
        reference: checkout.reference,
        checkoutUrl: checkout.checkoutUrl,
        amount,
        currency,
        status: 'pending',
        createdAt: now,
        expiresAt,
        paidAt: null,
      });
      // The crediting finds the extension through its pay order (extension-apply.ts).
      if (extension) await extensions.setPayOrder(tx, extension.id, row.id);
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'repayment.cashierCheckout',
        detail: {
          orderNo: order.orderNo,
          payOrderId: id,
          gateway: gatewayName,
          amount,
          purpose,
          extensionId,
        },
      });
      return row;
    });
    return {
      payOrderId: payOrder.id,
      gateway: gatewayName,
      checkoutUrl: checkout.checkoutUrl,
      reference: payOrder.reference,
      amount: toMajor(payOrder.amount),
      currency,
      expiresAt: payOrder.expiresAt.toISOString(),
    };
  }

  /** The amount rules of the product, each refusal with its message in the borrower's money. */
  private async allowedAmount(order: orders.OrderRow, amountMajor: number, lang: Language): Promise<number> {
    const product = productOf(order);
    const amount = wholeAmountMinor(amountMajor, order.market as MarketId, lang);
    const owedMinor = totalOwedMinor(await owedAt(this.deps.db, order, this.deps.clock.now()));
    checkRepaymentAmount(amount, { product, market: order.market as MarketId, owedMinor, lang });
    return amount;
  }

  /**
   * Where a pay order of the borrower's stands. A pending checkout is asked of its gateway: paid
   * there with the right amount and currency, it is credited now, under the same provider reference
   * its webhook carries, so the webhook that follows credits nothing twice.
   */
  async status(
    user: Pick<SessionUser, 'userId'>,
    payOrderId: string | undefined,
  ): Promise<PayOrderStatusView> {
    if (!payOrderId) throw new DomainError('payOrderMissing');
    let row = await payOrderById(this.deps.db, payOrderId);
    // Another borrower's pay order is answered as a missing one: the answer must not confirm it exists.
    if (!row || row.userId !== user.userId) throw new DomainError('payOrderMissing');
    if (row.status === 'pending') row = await this.settle(row);
    if (row.status === 'expired') throw new DomainError('payOrderTimedOut');
    return {
      payOrderId: row.id,
      status: row.status === 'paid' ? 'paid' : 'pending',
      amount: toMajor(row.amount),
      currency: row.currency as PayOrderStatusView['currency'],
      purpose: row.purpose === 'extension' ? 'extension' : 'repayment',
    };
  }

  private async settle(pending: PayOrderRow): Promise<PayOrderRow> {
    let row = pending;
    const { db, clock } = this.deps;
    const gateway = row.channel === 'cashier' ? this.deps.gateways[row.provider as GatewayName] : undefined;
    if (gateway) {
      const verified = await gateway.verify({ reference: row.reference }).catch((error: unknown) => {
        // Unreachable now: the borrower sees "pending" and the webhook or a later look settles it.
        if (error instanceof GatewayUnavailableError) return undefined;
        throw error;
      });
      if (verified && paysExactly(verified, row)) {
        await this.deps.crediting.credit({
          provider: gateway.name,
          providerRef: verified.providerRef,
          currency: row.currency as 'NGN',
          amountMinor: verified.amountMinor,
          match: { kind: 'reference', reference: row.reference },
          paidAt: verified.paidAt,
          ...(verified.payerName ? { payerName: verified.payerName } : {}),
        });
        // Kept unmatched instead (the loan was finished meanwhile): the pay order still runs out.
        row = (await payOrderById(db, row.id)) ?? row;
        if (row.status !== 'pending') return row;
      }
    }
    if (row.expiresAt <= clock.now()) {
      await markExpired(db, row.id);
      return (await payOrderById(db, row.id)) ?? row;
    }
    return row;
  }
}

/** The gateway's success is for this checkout, in its currency and for exactly its amount. */
function paysExactly(
  verified: Verification,
  row: PayOrderRow,
): verified is Extract<Verification, { status: 'success' }> {
  return (
    verified.status === 'success' &&
    verified.reference === row.reference &&
    verified.currency === row.currency &&
    verified.amountMinor === row.amount
  );
}
