import { randomInt } from 'node:crypto';
import {
  amountProblem,
  CANCEL_REASONS,
  CLOSED_ORDER_STATUSES,
  type CreditInfoView,
  cancelReasonProblem,
  claimRefusalMessage,
  currencyOf,
  DomainError,
  dateIn,
  formatDate,
  formatMoney,
  HOME_STATUS_TEXT,
  type HomeView,
  homeStatus,
  isOpenStatus,
  type Language,
  type LoanProduct,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS,
  type OrderView,
  PERSON_KEY_KIND,
  priceLoan,
  productView,
  quotaFor,
  quoteView,
  statusesFor,
  stepAmounts,
  toMajor,
  toMinor,
} from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { CODE_PRODUCTS, type ProductsInForce } from '../../products/products-in-force.ts';
import type { SessionUser } from '../../protocol/call.ts';
import * as orders from '../orders/orders-service.ts';
import * as applications from './application-repository.ts';

export interface LoanDeps {
  db: Db;
  clock: BusinessClock;
  reviewDelayMs: number;
  /** Onboarding submission with its completion checks; idempotent. */
  submitOnboarding(caller: { ip: string }, user: SessionUser): Promise<unknown>;
  /** The products in force at an instant; the ones written in code when not given. */
  products?: ProductsInForce;
  /** A new order number; random by default (tests make two collide). */
  newOrderNo?: (now: Date) => string;
}

export interface Caller {
  ip: string;
  lang: Language;
}

/** Applying for a loan and everything the borrower reads about loans; the review runs in review-job.ts. */
export class LoanService {
  constructor(private readonly deps: LoanDeps) {}

  private today(market: MarketId): string {
    return dateIn(this.deps.clock.now(), MARKETS[market].timeZone);
  }

  private async standing(db: Db, user: SessionUser) {
    const market = user.market as MarketId;
    const lending = MARKET_LENDING[market];
    const history = await orders.repaymentHistory(db, user.userId);
    return { market, lending, history, quota: quotaFor(lending, history.onTime), repeat: history.onTime > 0 };
  }

  /**
   * The market's products in force now (decision 056): an application is priced by the version in
   * force when it is made, and keeps that quote; a later version never touches it.
   */
  private inForce(market: MarketId) {
    return (this.deps.products ?? CODE_PRODUCTS).inForce(market, this.deps.clock.now());
  }

  private async product(market: MarketId, productId: string) {
    const product = (await this.inForce(market)).find((p) => p.id === productId);
    if (!product) throw new DomainError('productNotFound');
    return product;
  }

  async products(user: SessionUser, lang: Language) {
    const { market, lending, repeat } = await this.standing(this.deps.db, user);
    const today = this.today(market);
    return (await this.inForce(market)).map((p) => productView(p, lending, lang, repeat, today));
  }

  async marketProducts(market: MarketId, lang: Language) {
    const lending = MARKET_LENDING[market];
    const today = this.today(market);
    return (await this.inForce(market)).map((p) => productView(p, lending, lang, false, today));
  }

  async stepAmount(user: SessionUser, productId: string) {
    const { market, lending, quota } = await this.standing(this.deps.db, user);
    const product = await this.product(market, productId);
    return {
      amounts: stepAmounts(product, quota).map(toMajor),
      quota: toMajor(quota),
      currency: currencyOf(lending),
    };
  }

  async creditInfo(user: SessionUser): Promise<CreditInfoView> {
    const { lending, history, quota } = await this.standing(this.deps.db, user);
    return {
      quota: toMajor(quota),
      onTimeLoans: history.onTime,
      nextQuota: toMajor(quotaFor(lending, history.onTime + 1)),
      ceiling: toMajor(lending.quota.ceiling),
      currency: currencyOf(lending),
    };
  }

  /** The key facts of an order, or of a loan the borrower is considering. */
  async productInfo(
    user: SessionUser,
    lang: Language,
    input: { orderNo?: string; productId?: string; loanAmount?: number },
  ) {
    const { db } = this.deps;
    const { market, lending, quota, repeat } = await this.standing(db, user);
    if (input.orderNo) {
      const order = await orders.findOwnOrder(db, user.userId, input.orderNo);
      return quoteView(order.quote, currencyOf(lending));
    }
    if (!input.productId) throw new DomainError('payloadInvalid', { field: 'productId' });
    if (input.loanAmount === undefined) throw new DomainError('payloadInvalid', { field: 'loanAmount' });
    const product = await this.product(market, input.productId);
    const amountMinor = toMinor(input.loanAmount);
    this.checkAmount(product, amountMinor, quota, market, lang);
    const quote = priceLoan(product, lending, { amountMinor, startDate: this.today(market), repeat });
    return quoteView(quote, currencyOf(lending));
  }

  private checkAmount(
    product: LoanProduct,
    amountMinor: number,
    quota: number,
    market: MarketId,
    lang: Language,
  ) {
    const problem = amountProblem(product, amountMinor, quota);
    if (!problem) return;
    const money = (minor: number) => formatMoney(minor, market, lang);
    if (problem.error === 'amountOverQuota')
      throw new DomainError('amountOverQuota', { quota: money(quota) });
    const { min, max, step } = problem.params;
    throw new DomainError('amountOutOfRange', { min: money(min), max: money(max), step: money(step) });
  }

  /**
   * Applies for a loan. One open order per borrower is the database's rule (a partial unique index),
   * so any number of simultaneous applications yields one order and the others are told why.
   */
  async apply(
    caller: Caller,
    user: SessionUser,
    input: { productId?: string; loanAmount?: number },
    again = false,
  ) {
    const { db, clock } = this.deps;
    const market = user.market as MarketId;
    const lending = MARKET_LENDING[market];
    const standing = await applications.applyStanding(db, user.userId);
    // Onboarding is submitted once, usually by the first application; later ones only read it.
    if (!standing.onboardingSubmitted) await this.deps.submitOnboarding(caller, user);
    // Only an account whose id another account owns has none (accounts that existed before
    // decision 038, left in the operator's queue by the migration).
    const { personKey } = standing;
    if (!personKey) throw personRefusal('identityTaken', market);
    const now = clock.now();
    const { latest } = standing;
    if (latest && isOpenStatus(latest.status)) throw new DomainError('orderOpen');
    if (latest?.status === ORDER_STATUS.Reject && latest.retryAt && latest.retryAt > now) {
      throw new DomainError('rejectedRecently', { date: formatDate(latest.retryAt, market, caller.lang) });
    }
    const quota = quotaFor(lending, standing.onTime);
    const repeat = standing.onTime > 0;
    let productId = input.productId;
    let amountMinor = input.loanAmount === undefined ? undefined : toMinor(input.loanAmount);
    if (again && standing.lastFinished) {
      // A repeat borrower may apply again in one tap: the last finished loan's product and amount,
      // capped by today's quota. Anything given in the payload wins.
      productId ??= standing.lastFinished.productId;
      amountMinor ??= Math.min(standing.lastFinished.amount, quota);
    }
    if (!productId) throw new DomainError('payloadInvalid', { field: 'productId' });
    if (amountMinor === undefined) throw new DomainError('payloadInvalid', { field: 'loanAmount' });
    const product = await this.product(market, productId);
    this.checkAmount(product, amountMinor, quota, market, caller.lang);
    const quote = priceLoan(product, lending, { amountMinor, startDate: this.today(market), repeat });
    const decideAt = new Date(now.getTime() + this.deps.reviewDelayMs);
    // Order numbers are short enough to read over the phone, so two can collide (with ten thousand
    // applications a day, about every other day): a collision is retried with a new number.
    const nextOrderNo = this.deps.newOrderNo ?? newOrderNo;
    for (let attempt = 1; ; attempt++) {
      const orderNo = nextOrderNo(now);
      try {
        await applications.insertApplication(db, {
          orderNo,
          userId: user.userId,
          personKey,
          market,
          productId: product.id,
          amount: amountMinor,
          repeat,
          // The order keeps the version it was priced with: a later one never changes it.
          quote: { ...quote, terms: product },
          appliedAt: now,
          decideAt,
          ip: caller.ip,
        });
        return { orderNo, status: ORDER_STATUS.Applying, decideAt: decideAt.toISOString() };
      } catch (error) {
        // First: the name of the per-person index contains the other one's.
        if (isUniqueViolation(error, 'loan_orders_one_open_per_person'))
          throw personRefusal('personLoanOpen', market);
        if (isUniqueViolation(error, 'loan_orders_one_open')) throw new DomainError('orderOpen');
        if (isUniqueViolation(error, 'loan_orders_order_no') && attempt < ORDER_NO_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** Order views for a list: balances, phases and statements of all the rows in three queries. */
  private async views(user: SessionUser, rows: orders.OrderRow[], lang: Language): Promise<OrderView[]> {
    const today = this.today(user.market as MarketId);
    const records = await orders.orderRecords(this.deps.db, rows);
    return records.map((record) => orders.viewOf(record, today, lang));
  }

  async latest(user: SessionUser, lang: Language): Promise<OrderView | null> {
    const row = await orders.latestOrder(this.deps.db, user.userId);
    return row ? ((await this.views(user, [row], lang))[0] ?? null) : null;
  }

  async list(user: SessionUser, lang: Language, group?: 'incomplete' | 'finished'): Promise<OrderView[]> {
    const statuses =
      group === 'incomplete' ? OPEN_ORDER_STATUSES : group === 'finished' ? CLOSED_ORDER_STATUSES : undefined;
    return this.views(user, await orders.ordersOf(this.deps.db, user.userId, statuses), lang);
  }

  async home(user: SessionUser, lang: Language): Promise<HomeView> {
    const { market, lending, quota } = await this.standing(this.deps.db, user);
    const [latest, held] = await Promise.all([
      orders.latestOrder(this.deps.db, user.userId),
      orders.heldCreditOf(this.deps.db, user.userId),
    ]);
    const status = homeStatus(latest ?? null, this.deps.clock.now());
    const heldMinor = held.reduce((sum, row) => sum + row.creditMinor, 0);
    const showOrder = latest && (isOpenStatus(latest.status) || status === 'rejected');
    const text = HOME_STATUS_TEXT[status];
    return {
      homeStatus: status,
      banner: text.banner[lang],
      button: text.button[lang],
      quota: toMajor(quota),
      currency: currencyOf(lending),
      order: showOrder ? ((await this.views(user, [latest], lang))[0] ?? null) : null,
      retryAt: status === 'rejected' ? latest?.retryAt?.toISOString() : undefined,
      // Money the borrower sent with nowhere to go, held for them (decision 032).
      heldCredit:
        heldMinor > 0 && held[0] ? { amount: toMajor(heldMinor), orderNo: held[0].orderNo } : undefined,
      hotProducts: await this.marketProducts(market, lang),
    };
  }

  async cancellable(user: SessionUser, orderNo: string, lang: Language) {
    const order = await orders.findOwnOrder(this.deps.db, user.userId, orderNo);
    return {
      canCancel: statusesFor('cancelled').includes(order.status as never),
      reasons: CANCEL_REASONS.map((r) => ({ value: r.value, label: r.label[lang] })),
    };
  }

  /** Cancels an approved offer or a failed payout: nothing has been lent (docs/decisions/012). */
  async cancel(caller: Caller, user: SessionUser, orderNo: string, reasons: string[] | null) {
    if (reasons !== null) {
      const problem = cancelReasonProblem(reasons);
      if (problem) throw new DomainError(problem);
    }
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const now = clock.now();
      const order = await orders.findOwnOrder(tx, user.userId, orderNo);
      if (!statusesFor('cancelled').includes(order.status as never)) throw new DomainError('cancelRefused');
      await orders.transition(tx, order, ORDER_STATUS.Cancel, 'cancelled', now, {
        closedAt: now,
        cancelReason: reasons?.[0] ?? 'drawMoneyCancelled',
      });
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'loan.cancelled',
        detail: { orderNo, reason: reasons?.[0] ?? null },
        ip: caller.ip,
      });
    });
  }
}

/** A new order number colliding with a stored one this many times in a row means something else is wrong. */
const ORDER_NO_ATTEMPTS = 5;

/** PL + the business date + 8 random digits: readable over the phone, unguessable enough with the owner check. */
function newOrderNo(now: Date): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `PL${now.toISOString().slice(0, 10).replaceAll('-', '')}${digits}`;
}

/** A refusal about the applicant's national id, named as personal info names it. */
function personRefusal(name: 'identityTaken' | 'personLoanOpen', market: MarketId): DomainError {
  const kind = PERSON_KEY_KIND[market];
  const message = claimRefusalMessage(name, kind, market);
  return new DomainError(name, { label: message.en }, { message, data: { kind } });
}
