import {
  CLOSED_ORDER_STATUSES,
  type CouponKind,
  type CouponState,
  type CouponView,
  couponUseProblem,
  DomainError,
  dateIn,
  formatDate,
  formatMoney,
  type Language,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  priceLoan,
  type QuoteView,
  quoteView,
  termsOf,
} from '@puente/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { loanOrders } from '../../db/schema.ts';
import type { SessionUser } from '../../protocol/call.ts';
import * as orders from '../orders/orders-service.ts';
import { grantBankAccountCoupons } from './coupon-grants.ts';
import * as coupons from './coupon-repository.ts';
import { couponView } from './coupon-view.ts';

/** The payout that sends a loan's money spends the coupon the borrower chose for it. */
export { markUnused as markCouponUnused, markUsed as markCouponUsed } from './coupon-repository.ts';

export interface CouponDeps {
  db: Db;
  clock: BusinessClock;
}

/**
 * The borrower's coupons: listing them by tab, choosing one for a loan before it is signed (the
 * order's quote is priced again with it, so the key facts, the agreement and the ledger all carry
 * the same discount), and telling which coupon a loan used.
 */
export class CouponService {
  constructor(private readonly deps: CouponDeps) {}

  private today(user: SessionUser): string {
    return dateIn(this.deps.clock.now(), MARKETS[user.market as MarketId].timeZone);
  }

  /** Coupons earned but not yet granted (the bank-account event) are granted first, and closed orders let theirs go. */
  private async settle(user: SessionUser): Promise<void> {
    const { db, clock } = this.deps;
    await grantBankAccountCoupons(db, clock.now(), user.userId);
    await coupons.releaseFromClosedOrders(db, user.userId, CLOSED_ORDER_STATUSES);
  }

  async quantity(user: SessionUser): Promise<{ usable: number }> {
    await this.settle(user);
    return { usable: await coupons.countUsable(this.deps.db, user.userId, this.today(user)) };
  }

  async list(
    user: SessionUser,
    lang: Language,
    input: { state?: CouponState; orderNo?: string },
  ): Promise<{ coupons: CouponView[] }> {
    const { db } = this.deps;
    await this.settle(user);
    const today = this.today(user);
    const order = input.orderNo ? await orders.findOwnOrder(db, user.userId, input.orderNo) : undefined;
    const loan = order ? { amountMinor: order.amount, orderNo: order.orderNo } : undefined;
    const views = (await coupons.couponsOf(db, user.userId)).map((row) => couponView(row, today, lang, loan));
    return { coupons: input.state ? views.filter((v) => v.state === input.state) : views };
  }

  /**
   * Chooses a coupon for an approved order not yet signed (Confirm), or none (`couponId` null).
   * Answers the order's key facts as they now stand.
   */
  async use(
    user: SessionUser,
    lang: Language,
    input: { orderNo: string; couponId: string | null },
    ip: string,
  ): Promise<QuoteView> {
    const { db, clock } = this.deps;
    await this.settle(user);
    const today = this.today(user);
    const market = user.market as MarketId;
    return db.transaction(async (tx) => {
      const found = await orders.findOwnOrder(tx, user.userId, input.orderNo);
      const [order] = await tx.select().from(loanOrders).where(eq(loanOrders.id, found.id)).for('update');
      if (!order) throw new DomainError('orderNotFound');
      if (order.status !== ORDER_STATUS.Confirm) throw new DomainError('couponOrderLocked');
      // The version it was applied for, not whichever is in force now (decision 056).
      const product = termsOf(order.quote);
      if (!product) throw new Error(`order ${order.orderNo} has an unknown product ${order.productId}`);
      let coupon: { couponId: string; kind: CouponKind; value: number } | undefined;
      if (input.couponId) {
        const row = await coupons.findOwnCouponForUpdate(tx, user.userId, input.couponId);
        if (!row) throw new DomainError('couponNotFound');
        const held = { minLoanMinor: row.minLoan, validUntil: row.validUntil, used: row.usedAt !== null };
        const problem = couponUseProblem(held, order.amount, today);
        if (problem) {
          throw new DomainError(problem, {
            date: formatDate(row.validUntil, market, lang),
            min: formatMoney(row.minLoan, market, lang),
          });
        }
        if (row.orderId && row.orderId !== order.id) throw new DomainError('couponUsed');
        coupon = { couponId: row.id, kind: row.kind as CouponKind, value: row.value };
      }
      await coupons.detachFromOrder(tx, order.id);
      if (coupon) await coupons.attachToOrder(tx, coupon.couponId, order.id);
      const lending = MARKET_LENDING[market];
      const priced = priceLoan(product, lending, {
        amountMinor: order.amount,
        startDate: order.quote.startDate,
        repeat: order.repeat,
        coupon,
      });
      const quote = order.quote.terms ? { ...priced, terms: order.quote.terms } : priced;
      const now = clock.now();
      await tx.update(loanOrders).set({ quote, updatedAt: now }).where(eq(loanOrders.id, order.id));
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: coupon ? 'coupon.chosen' : 'coupon.removed',
        detail: {
          orderNo: order.orderNo,
          couponId: coupon?.couponId ?? null,
          discount: quote.coupon?.discount ?? 0,
        },
        ip,
      });
      return quoteView(quote, MARKETS[market].currency);
    });
  }

  /** The coupon an order carries (chosen before signing, or used once the money was sent), if any. */
  async usedOn(user: SessionUser, lang: Language, orderNo: string): Promise<{ coupon: CouponView | null }> {
    const { db } = this.deps;
    const order = await orders.findOwnOrder(db, user.userId, orderNo);
    const row = await coupons.couponOfOrder(db, order.id);
    if (!row) return { coupon: null };
    return {
      coupon: couponView(
        { ...row, orderNo: order.orderNo, orderStatus: order.status },
        this.today(user),
        lang,
      ),
    };
  }
}
