import {
  type CashierCheckoutView,
  type ChannelId,
  DomainError,
  dateIn,
  type Language,
  MARKETS,
  type MarketId,
  type OxxoReferenceView,
  type PortalRepaymentView,
  type StpClabeView,
  smallestPaymentCovering,
  toMajor,
} from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { SessionUser } from '../../../protocol/call.ts';
import type { ProfileLookup } from '../../identity/profile-lookup.ts';
import * as orders from '../../orders/orders-service.ts';
import { isRepayable, type OrderRow, type OwedRow, owedAt, productOf } from '../../orders/orders-service.ts';
import { newPayOrderId } from '../pay-order-id.ts';
import type { PayOrderRow } from '../pay-order-repository.ts';
import * as payOrders from '../pay-order-repository.ts';
import {
  channelsOf,
  dueNowMinor,
  type NigerianChannelsOffered,
  totalOwedMinor,
} from '../repayment-detail.ts';
import type { RepaymentService } from '../repayment-service.ts';
import { reuseOrMakePayOrder } from '../reuse-pay-order.ts';
import { PORTAL_CHANNEL, portalPayOrder } from './portal-repository.ts';
import { portalPath, portalUrl } from './portal-settings.ts';

/**
 * The seam for the gateway checkout (Nigeria): a checkout for the order's owner, for an amount in
 * minor units. Without a cashier (no gateway configured) the portal offers none and answers noPaymentMethod.
 */
export interface PortalCashier {
  /** A checkout whose gateway sends the payer back to `returnUrl` (the portal link, not a login screen). */
  checkout(
    owner: { userId: string },
    orderNo: string,
    amountMinor: number,
    lang: Language,
    returnUrl: string,
  ): Promise<CashierCheckoutView>;
}

export interface PortalDeps {
  db: Db;
  clock: BusinessClock;
  repayment: RepaymentService;
  profiles: ProfileLookup;
  /** The web app's public origin; undefined (production without PUBLIC_URL): no links are made. */
  origin: string | undefined;
  /** When an OXXO payment shows, as the acquirer in use tells it; undefined without one (no OXXO). */
  oxxoReflected: OxxoReferenceView['reflected'] | undefined;
  /** Whether SPEI is offered (STP is configured). */
  speiOffered: boolean;
  /** Which of Nigeria's channels have a provider offered; unset, both (decision 052). */
  nigerianChannels?: NigerianChannelsOffered | undefined;
  cashier?: PortalCashier;
}

export type PortalAnswer = OxxoReferenceView | StpClabeView | CashierCheckoutView;

/** Channels a payer without the borrower's login can use: each needs only a reference or an account. */
const PORTAL_CHANNELS: readonly ChannelId[] = ['stp', 'oxxo', 'cashier'];
/** How long a payment link stays payable. */
const LINK_VALID_MS = 7 * 24 * 3_600_000;

/**
 * The repayment portal: a link a borrower shares (or receives) so that anyone can pay their loan
 * without logging in. The link is a pay order of channel `portal`; what it shows is enough to pay
 * and nothing more, and every wrong link gets the same answer, so links cannot be probed.
 */
export class PortalService {
  constructor(private readonly deps: PortalDeps) {}

  /** A payment link for the borrower's own loan, for what is due now (the total when nothing is due yet). */
  async createLink(caller: { ip: string }, user: SessionUser, orderNo: string) {
    const { payOrderId, url, expiresAt } = await this.linkFor(caller, user.userId, orderNo);
    return { payOrderId, url, expiresAt };
  }

  /**
   * The same link for a borrower's own loan, made on their behalf (a collector sends it, issue 21):
   * built with `deps.db`, which may be the caller's transaction.
   */
  async linkFor(caller: { ip: string }, userId: string, orderNo: string) {
    const { db, clock, origin } = this.deps;
    const order = await orders.findOwnOrder(db, userId, orderNo);
    if (!isRepayable(order.status)) throw new DomainError('notRepaying');
    if (!origin) throw new DomainError('portalLinkUnavailable');
    const now = clock.now();
    const amount = this.amountToPay(order, await owedAt(db, order, now));
    const ask = { orderId: order.id, channel: PORTAL_CHANNEL, amount, now };
    const payOrder = await reuseOrMakePayOrder(db, ask, async (tx) => {
      const id = newPayOrderId(now);
      const row = await payOrders.insertPayOrder(tx, {
        id,
        orderId: order.id,
        userId,
        channel: PORTAL_CHANNEL,
        provider: PORTAL_CHANNEL,
        purpose: 'repayment',
        reference: id,
        amount,
        currency: MARKETS[order.market as MarketId].currency,
        status: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + LINK_VALID_MS),
        paidAt: null,
      });
      await recordAudit(tx, {
        at: now,
        userId,
        action: 'repayment.portalLink',
        detail: { orderNo, payOrderId: id, amount },
        ip: caller.ip,
      });
      return row;
    });
    return {
      payOrderId: payOrder.id,
      amount: payOrder.amount,
      url: portalUrl(origin, payOrder.id),
      expiresAt: payOrder.expiresAt.toISOString(),
    };
  }

  async detail(payOrderId: string | undefined, lang: Language): Promise<PortalRepaymentView> {
    const { payOrder, order, owed } = await this.link(payOrderId);
    const market = order.market as MarketId;
    // Rows come earliest due date first; order-wide charges (no date) are skipped.
    const dueDate = owed.find((row) => row.dueDate !== null)?.dueDate;
    return {
      payOrderId: payOrder.id,
      orderNoMasked: maskOrderNo(order.orderNo),
      borrowerInitials: initials(await this.deps.profiles.basicOf(this.deps.db, order.userId)),
      amountDue: toMajor(linkAmount(payOrder, owed)),
      totalOwed: toMajor(totalOwedMinor(owed)),
      currency: MARKETS[market].currency,
      ...(dueDate ? { dueDate } : {}),
      status: 'pending',
      channels: this.channels(market, lang),
    };
  }

  /** How to pay the link's amount through one channel: an OXXO reference, the borrower's CLABE, a checkout. */
  async confirm(
    caller: { ip: string },
    payOrderId: string | undefined,
    channelId: string | undefined,
    lang: Language,
  ): Promise<PortalAnswer> {
    if (!payOrderId) throw new DomainError('payOrderMissing');
    if (!channelId) throw new DomainError('channelIdMissing');
    const { payOrder, order, owed } = await this.link(payOrderId);
    const market = order.market as MarketId;
    if (!this.channels(market, lang).some((c) => c.channelId === channelId))
      throw new DomainError('noPaymentMethod');
    const owner = { userId: order.userId };
    const amount = linkAmount(payOrder, owed);
    await recordAudit(this.deps.db, {
      at: this.deps.clock.now(),
      userId: order.userId,
      action: 'repayment.portalConfirm',
      detail: { payOrderId: payOrder.id, channelId },
      ip: caller.ip,
    });
    if (channelId === 'oxxo')
      return this.deps.repayment.oxxoReferenceMinor(owner, order.orderNo, amount, lang);
    if (channelId === 'stp') return this.deps.repayment.stpClabe(owner, order.orderNo);
    const cashier = this.deps.cashier;
    if (channelId === 'cashier' && cashier)
      return cashier.checkout(owner, order.orderNo, amount, lang, portalPath(payOrder.id));
    throw new DomainError('noPaymentMethod');
  }

  /**
   * The link's pay order and its loan, if the loan still takes payments. A link that never existed,
   * is not a link, or belongs to a loan that no longer takes payments all answer the same.
   */
  private async link(payOrderId: string | undefined) {
    if (!payOrderId) throw new DomainError('payOrderMissing');
    const { db, clock } = this.deps;
    const found = await portalPayOrder(db, payOrderId);
    if (!found || !isRepayable(found.order.status)) throw new DomainError('payOrderMissing');
    if (found.payOrder.status !== 'pending' || found.payOrder.expiresAt <= clock.now())
      throw new DomainError('payOrderTimedOut');
    return { ...found, owed: await owedAt(db, found.order, this.deps.clock.now()) };
  }

  private channels(market: MarketId, lang: Language) {
    return channelsOf(
      market,
      lang,
      this.deps.oxxoReflected,
      this.deps.speiOffered,
      this.deps.nigerianChannels,
    ).filter(
      (c) => PORTAL_CHANNELS.includes(c.channelId) && (c.channelId !== 'cashier' || this.deps.cashier),
    );
  }

  /**
   * What is due now, raised to the least amount the rules allow (decision 015), or everything owed
   * when nothing is due yet: a payer from a link pays an amount a channel will take.
   */
  private amountToPay(order: OrderRow, owed: OwedRow[]): number {
    const product = productOf(order);
    const total = totalOwedMinor(owed);
    const today = dateIn(this.deps.clock.now(), MARKETS[order.market as MarketId].timeZone);
    const due = dueNowMinor(owed, today);
    return due > 0 ? smallestPaymentCovering(product.repayment, due, total) : total;
  }
}

/** The link's amount, but never more than is owed now: a payment made since the link was made lowers it. */
function linkAmount(payOrder: PayOrderRow, owed: OwedRow[]): number {
  return Math.min(payOrder.amount, totalOwedMinor(owed));
}

/** PL2026…4821: enough for the borrower to recognise their loan, too little to look it up. */
export function maskOrderNo(orderNo: string): string {
  return orderNo.length <= 10 ? `…${orderNo.slice(-4)}` : `${orderNo.slice(0, 6)}…${orderNo.slice(-4)}`;
}

/** "A. G." from the first and last names in personal info; nothing more of the name leaves. */
export function initials(basic: Record<string, unknown> | null): string {
  return ['firstName', 'lastName']
    .map((key) => basic?.[key])
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => `${name.trim().charAt(0).toUpperCase()}.`)
    .join(' ');
}
