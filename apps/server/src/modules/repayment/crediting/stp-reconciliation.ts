import { addDays } from '@puente/domain';
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { recordAudit } from '../../../audit/audit-repository.ts';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { incomingPayments, payouts, stpDifferences, stpReconciledDays } from '../../../db/schema.ts';
import type { IncomingPayment } from '../../../providers/collection/collection-payment.ts';
import { listConciliacion, type StpListedOrder } from '../../../providers/stp/stp-conciliacion.ts';
import type { StpConnection } from '../../../providers/stp/stp-connection.ts';
import { operationDayOf, previousOperationDay } from '../../../providers/stp/stp-operation-day.ts';
import type { Log } from '../../../server/shared-services.ts';
import type { CreditingService } from './crediting-service.ts';
import { paymentByRef } from './incoming-payment-repository.ts';

/** How many ended operation days a run looks back over for one not yet reconciled. */
const CATCH_UP_DAYS = 7;

/** YYYYMMDD moved by whole days. */
const shiftDay = (day: string, days: number) =>
  addDays(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`, days).replaceAll('-', '');

/** STP states of an order whose money did not stay where it was sent (stpmex-python `Estado`). */
const NOT_KEPT = new Set(['D', 'CN', 'CL', 'CR', 'RL', 'RB', 'RA', 'XD', 'DV']);

/** What a day's comparison can find, for an operator (stp_differences.kind). */
export type StpDifferenceKind =
  /** A deposit STP settled whose notification never came: credited by the reconciliation. */
  | 'depositFound'
  /** A deposit STP settled into a CLABE nobody holds, never notified, so never sent back. */
  | 'depositToNobody'
  /** A deposit we credited that STP does not list for its day. */
  | 'creditedNotAtStp'
  /** A payout STP settled that we still hold as sent or sending. */
  | 'payoutSettledAtStp';

/**
 * Settles a payout STP's listing shows as settled (LIQUIDACION) while we hold it as pending: given
 * by the disbursement module. Answers whether it settled one; without it the difference is kept
 * for an operator.
 */
export type SettleListedPayout = (order: StpListedOrder) => Promise<boolean>;

/**
 * The daily comparison of STP's listing with our ledger (decision 041), a tick step. Once per
 * operation day, after it ended, on the business clock (catching up a week at most): the deposits STP lists that we never
 * credited are credited through the one crediting path (its idempotency by STP's id and tracking
 * key makes a second run, or a notification arriving late, credit nothing more); what we credited
 * that STP does not list, and payouts STP settled that we hold as pending, are kept for an operator.
 * Two runs at once do the same idempotent work; the day is marked done only when it all was.
 */
export class StpReconciliation {
  constructor(
    private readonly deps: {
      db: Db;
      clock: BusinessClock;
      crediting: CreditingService;
      connection: StpConnection;
      log: Log;
      settlePayout?: SettleListedPayout | undefined;
    },
  ) {}

  /**
   * Tick step: reconciles the operation days that ended within the last week and were not yet,
   * oldest first, so a service that was down (or could not reach STP) catches up.
   */
  async run(): Promise<number> {
    const { db, clock } = this.deps;
    const last = previousOperationDay(clock.now());
    const days = Array.from({ length: CATCH_UP_DAYS }, (_, back) => shiftDay(last, back - CATCH_UP_DAYS + 1));
    const done = new Set(
      (
        await db
          .select({ day: stpReconciledDays.fechaOperacion })
          .from(stpReconciledDays)
          .where(inArray(stpReconciledDays.fechaOperacion, days))
      ).map((row) => row.day),
    );
    let found = 0;
    for (const day of days.filter((d) => !done.has(d))) {
      const summary = await this.reconcile(day);
      // STP could not be asked: the later days wait too, so they are compared in order.
      if (!summary) break;
      await db
        .insert(stpReconciledDays)
        .values({ fechaOperacion: day, finishedAt: clock.now(), summary })
        .onConflictDoNothing();
      found += Object.values(summary).reduce((a, b) => a + b, 0);
    }
    return found;
  }

  /** Compares one day; undefined when STP could not be asked (the next tick tries again). */
  async reconcile(day: string): Promise<Record<StpDifferenceKind, number> | undefined> {
    const { connection, log } = this.deps;
    const [received, sent] = await Promise.all([
      listConciliacion(connection, { tipoOrden: 'R', fechaOperacion: day }),
      listConciliacion(connection, { tipoOrden: 'E', fechaOperacion: day }),
    ]);
    if (received.kind !== 'listed' || sent.kind !== 'listed') {
      const detail = received.kind === 'listed' ? (sent as { detail: string }).detail : received.detail;
      log(new Error(detail), `STP's listing of ${day} could not be read`);
      return undefined;
    }
    const summary: Record<StpDifferenceKind, number> = {
      depositFound: 0,
      depositToNobody: 0,
      creditedNotAtStp: 0,
      payoutSettledAtStp: 0,
    };
    const kept = received.orders.filter((order) => !NOT_KEPT.has(order.estado));
    for (const order of kept) {
      const kind = await this.creditIfMissing(day, order);
      if (kind) summary[kind] += 1;
    }
    summary.creditedNotAtStp = await this.flagCreditedNotListed(day, received.orders);
    for (const order of sent.orders.filter((o) => o.estado === 'LQ'))
      if (await this.settleIfPending(day, order)) summary.payoutSettledAtStp += 1;
    return summary;
  }

  private async creditIfMissing(day: string, order: StpListedOrder): Promise<StpDifferenceKind | undefined> {
    const providerRef = `${order.id}:${order.claveRastreo}`;
    if (await paymentByRef(this.deps.db, 'stp', providerRef)) return undefined;
    const payment: IncomingPayment = {
      provider: 'stp',
      providerRef,
      currency: 'MXN',
      amountMinor: order.amountMinor,
      match: { kind: 'clabe', clabe: order.cuentaBeneficiario },
      paidAt: order.tsLiquidacion ? new Date(order.tsLiquidacion) : this.deps.clock.now(),
      operationDate: day,
      ...(order.nombreOrdenante ? { payerName: order.nombreOrdenante } : {}),
    };
    const outcome = await this.deps.crediting.credit(payment);
    if (outcome.outcome === 'duplicate') return undefined;
    // Returning is an answer to STP's notification; without one, an operator sends it back.
    const kind = outcome.outcome === 'returned' ? 'depositToNobody' : 'depositFound';
    await this.flag(day, kind, order.claveRastreo, order.amountMinor, {
      providerRef,
      clabe: order.cuentaBeneficiario,
      outcome: outcome.outcome,
    });
    return kind;
  }

  /** Deposits we credited that settled on `day` and are not in STP's listing of it. */
  private async flagCreditedNotListed(day: string, listed: StpListedOrder[]): Promise<number> {
    const { db } = this.deps;
    const listedKeys = new Set(listed.map((order) => order.claveRastreo));
    // A day in Mexico City spans at most 26 hours around its UTC date; the exact day is checked below.
    const start = new Date(
      Date.UTC(+day.slice(0, 4), +day.slice(4, 6) - 1, +day.slice(6, 8)) - 12 * 3_600_000,
    );
    const end = new Date(start.getTime() + 48 * 3_600_000);
    const rows = await db
      .select()
      .from(incomingPayments)
      .where(
        and(
          eq(incomingPayments.provider, 'stp'),
          inArray(incomingPayments.status, ['credited', 'held', 'unmatched']),
          gte(incomingPayments.paidAt, start),
          lt(incomingPayments.paidAt, end),
        ),
      );
    let flagged = 0;
    for (const row of rows) {
      if (operationDayOf(row.paidAt) !== day) continue;
      const claveRastreo = row.providerRef.slice(row.providerRef.indexOf(':') + 1);
      if (listedKeys.has(claveRastreo)) continue;
      if (
        await this.flag(day, 'creditedNotAtStp', claveRastreo, row.amount, {
          providerRef: row.providerRef,
          clabe: row.matchValue,
          status: row.status,
          orderId: row.orderId,
        })
      )
        flagged += 1;
    }
    return flagged;
  }

  private async settleIfPending(day: string, order: StpListedOrder): Promise<boolean> {
    const [pending] = await this.deps.db
      .select({ id: payouts.id, status: payouts.status })
      .from(payouts)
      .where(
        and(
          eq(payouts.provider, 'stp'),
          inArray(payouts.status, ['sent', 'sending']),
          or(eq(payouts.providerRef, order.claveRastreo), eq(payouts.providerRef, order.id)),
        ),
      );
    if (!pending) return false;
    if (this.deps.settlePayout && (await this.deps.settlePayout(order))) return true;
    return this.flag(day, 'payoutSettledAtStp', order.claveRastreo, order.amountMinor, {
      payoutId: pending.id,
      status: pending.status,
      stpId: order.id,
    });
  }

  /** Keeps a difference once, with an audit event the operator console lists; answers whether it is new. */
  private async flag(
    day: string,
    kind: StpDifferenceKind,
    claveRastreo: string,
    amountMinor: number,
    detail: Record<string, unknown>,
  ): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(stpDifferences)
        .values({ fechaOperacion: day, kind, claveRastreo, amount: amountMinor, detail, foundAt: now })
        .onConflictDoNothing()
        .returning({ id: stpDifferences.id });
      if (!row) return false;
      await recordAudit(tx, {
        at: now,
        userId: null,
        action: `stp.reconciliation.${kind}`,
        detail: { fechaOperacion: day, claveRastreo, amount: amountMinor, ...detail },
      });
      return true;
    });
  }
}
