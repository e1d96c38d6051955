import { createHash } from 'node:crypto';
import {
  DomainError,
  dateIn,
  type ExtensionDataView,
  type ExtensionOrderView,
  errorMessage,
  extensionsLeft,
  type Language,
  type LoanProduct,
  MARKET_LENDING,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  planRollover,
  ROLLOVER_REFUSAL_ERRORS,
  type RolloverPhase,
  toMajor,
} from '@puente/domain';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { SessionUser } from '../../../protocol/call.ts';
import { agreementParties } from '../../agreements/agreement-parties.ts';
import * as orders from '../../orders/orders-service.ts';
import { isRepayable, lockOrder, owedCharges, productOf } from '../../orders/orders-service.ts';
import {
  RENEWAL_AGREEMENT_VERSION,
  type RenewalFigures,
  renewalAgreement,
  renewalTitle,
} from './extension-agreement.ts';
import * as extensions from './extension-repository.ts';

/** How long an extension waits for its fee: its figures are frozen meanwhile. */
export const EXTENSION_WAIT_MS = 24 * 60 * 60_000;

export interface ExtensionDeps {
  db: Db;
  clock: BusinessClock;
}

type Plan = ReturnType<typeof planRollover>;

/**
 * Extensions (rollovers): what one would cost and change, asking for one (its figures frozen while it
 * waits for its fee), and its status. Paying the fee applies it: see extension-apply.ts, called by
 * the crediting service, the only place money is credited.
 */
export class ExtensionService {
  constructor(private readonly deps: ExtensionDeps) {}

  private today(order: orders.OrderRow): string {
    return dateIn(this.deps.clock.now(), MARKETS[order.market as MarketId].timeZone);
  }

  /** What an extension asked for today would do, from the order's schedule less what is paid of it. */
  private async plan(db: Db, order: orders.OrderRow, product: LoanProduct, usedSoFar: number): Promise<Plan> {
    if (!isRepayable(order.status)) return { ok: false, reason: 'nothingDue' };
    // One after the other: `db` may be a transaction, which runs one query at a time.
    const phases = await orders.phasesOf(db, order.id);
    const owed = await owedCharges(db, order.id);
    const rolloverPhases: RolloverPhase[] = phases.map((p) => ({
      phase: p.phase,
      dueDate: p.dueDate,
      unpaidMinor: owed.filter((o) => o.phase === p.phase).reduce((sum, o) => sum + o.amountMinor, 0),
    }));
    return planRollover(product, MARKET_LENDING[product.market], {
      phases: rolloverPhases,
      today: this.today(order),
      usedSoFar,
    });
  }

  async data(user: SessionUser, orderNo: string, lang: Language): Promise<ExtensionDataView> {
    const { db, clock } = this.deps;
    const order = await orders.findOwnOrder(db, user.userId, orderNo);
    if (!isRepayable(order.status) && order.status !== ORDER_STATUS.Finish)
      throw new DomainError('notRepaying');
    const product = productOf(order);
    const now = clock.now();
    const used = await extensions.appliedCount(db, order.id);
    // A loan paid off while its extension waited has nothing to extend: the tick lapses that one.
    const pending = isRepayable(order.status)
      ? await extensions.waitingExtension(db, order.id, now)
      : undefined;
    const plan = pending ? undefined : await this.plan(db, order, product, used);
    const left = extensionsLeft(product, used);
    const currency = MARKETS[order.market as MarketId].currency;
    const parties = await agreementParties(db, order);
    const base = { orderNo, left, days: product.rollover.days, currency };

    const figures: RenewalFigures | undefined = pending
      ? this.figuresOf(pending, product, used + 1)
      : plan?.ok
        ? { ...plan, ...this.terms(product, used + 1), offeredOn: this.today(order) }
        : undefined;
    if (figures) {
      return {
        ...base,
        available: true,
        deferred: toMajor(figures.deferredMinor),
        fee: toMajor(figures.feeMinor),
        tax: toMajor(figures.taxMinor),
        total: toMajor(figures.totalMinor),
        currentDueDate: figures.moves[0]?.fromDate,
        newDueDate: figures.moves[0]?.toDate,
        ...(pending ? { pending: this.view(pending, order, now) } : {}),
        agreement: renewalAgreement(parties, figures, lang),
      };
    }

    // Nothing to offer: the renewal already agreed (if any) is still what /convenios shows.
    const reason = plan && !plan.ok ? plan.reason : 'nothingDue';
    const refusal = errorMessage(ROLLOVER_REFUSAL_ERRORS[reason], lang);
    const applied = await extensions.latestApplied(db, order.id);
    const agreement = applied
      ? renewalAgreement(parties, this.figuresOf(applied, product, used), lang)
      : { title: renewalTitle(orderNo, lang), text: refusal, version: RENEWAL_AGREEMENT_VERSION };
    return {
      ...base,
      available: false,
      refusal,
      deferred: 0,
      fee: 0,
      tax: 0,
      total: 0,
      ...(applied ? { applied: this.view(applied, order, now) } : {}),
      agreement,
    };
  }

  /**
   * Asks for an extension: frozen with today's plan, waiting 24 hours for its fee. Asked again while
   * one waits, the same one answers. The order row is locked, so two requests at once make one.
   */
  async confirm(
    user: SessionUser,
    orderNo: string,
    caller: { ip: string; userAgent: string; lang: Language; agree: boolean },
  ): Promise<ExtensionOrderView> {
    const { db, clock } = this.deps;
    const own = await orders.findOwnOrder(db, user.userId, orderNo);
    if (!caller.agree) throw new DomainError('renewalNotAccepted');
    const parties = await agreementParties(db, own);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const order = (await lockOrder(tx, own.id)) ?? own;
      if (!isRepayable(order.status)) throw new DomainError('notRepaying');
      // One the tick has not expired yet would block the new one (one waits at a time).
      await extensions.expireDue(tx, now, order.id);
      const waiting = await extensions.waitingExtension(tx, order.id, now);
      if (waiting) return this.view(waiting, order, now);
      const product = productOf(order);
      const plan = await this.plan(tx, order, product, await extensions.appliedCount(tx, order.id));
      if (!plan.ok) throw new DomainError(ROLLOVER_REFUSAL_ERRORS[plan.reason]);
      const row = await extensions.insertExtension(tx, {
        orderId: order.id,
        number: await extensions.nextNumber(tx, order.id),
        status: 'awaitingFee',
        deferred: plan.deferredMinor,
        fee: plan.feeMinor,
        tax: plan.taxMinor,
        total: plan.totalMinor,
        newDueDate: plan.newDueDate,
        moves: plan.moves,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + EXTENSION_WAIT_MS),
      });
      // The renewal agreement as the borrower accepted it, kept as evidence like a signed loan's.
      const accepted = renewalAgreement(
        parties,
        { ...plan, ...this.terms(product, row.number), offeredOn: this.today(order) },
        caller.lang,
      );
      await recordAudit(tx, {
        at: now,
        userId: user.userId,
        action: 'repayment.extensionRequested',
        detail: {
          orderNo,
          extensionId: row.id,
          number: row.number,
          total: row.total,
          moves: row.moves,
          agreement: {
            version: accepted.version,
            language: caller.lang,
            sha256: createHash('sha256').update(accepted.text, 'utf8').digest('hex'),
            text: accepted.text,
          },
          userAgent: caller.userAgent,
        },
        ip: caller.ip,
      });
      return this.view(row, order, now);
    });
  }

  /** The latest extension of the order, or the one named, as it stands now. */
  async status(
    user: SessionUser,
    input: { orderNo?: string | undefined; extensionId?: string | undefined },
  ): Promise<ExtensionOrderView> {
    const { db, clock } = this.deps;
    if (input.extensionId) {
      const row = await extensions.extensionById(db, input.extensionId);
      const order = row ? await orders.findOrderById(db, row.orderId) : undefined;
      if (!row || !order || order.userId !== user.userId) throw new DomainError('extensionNotFound');
      if (input.orderNo && input.orderNo !== order.orderNo) throw new DomainError('extensionNotFound');
      return this.view(row, order, clock.now());
    }
    if (!input.orderNo) throw new DomainError('orderNoMissing');
    const order = await orders.findOwnOrder(db, user.userId, input.orderNo);
    const row = await extensions.latestExtension(db, order.id);
    if (!row) throw new DomainError('extensionNotFound');
    return this.view(row, order, clock.now());
  }

  /** Tick step: extensions whose fee did not arrive within their wait lapse. */
  async expireWaiting(): Promise<number> {
    return extensions.expireDue(this.deps.db, this.deps.clock.now());
  }

  private view(row: extensions.ExtensionRow, order: orders.OrderRow, now: Date): ExtensionOrderView {
    // Past its expiry it has lapsed, whether or not the tick has marked it yet.
    const status = row.status === 'awaitingFee' && !extensions.isWaiting(row, now) ? 'expired' : row.status;
    return {
      extensionId: row.id,
      orderNo: order.orderNo,
      status: status as ExtensionOrderView['status'],
      total: toMajor(row.total),
      currency: MARKETS[order.market as MarketId].currency,
      newDueDate: row.newDueDate,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  private terms(product: LoanProduct, ordinal: number) {
    return { days: product.rollover.days, number: ordinal, maxPerLoan: product.rollover.maxPerLoan };
  }

  /** `ordinal`: which of the loan's applied extensions it is (or will be), expired ones not counted. */
  private figuresOf(row: extensions.ExtensionRow, product: LoanProduct, ordinal: number): RenewalFigures {
    return {
      deferredMinor: row.deferred,
      feeMinor: row.fee,
      taxMinor: row.tax,
      totalMinor: row.total,
      moves: row.moves,
      ...this.terms(product, ordinal),
      offeredOn: dateIn(row.requestedAt, MARKETS[product.market].timeZone),
    };
  }
}
