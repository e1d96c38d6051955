import {
  type AccrualTerms,
  accrueInterest,
  type BookedInterest,
  couponTakenSoFar,
  dateIn,
  interestChanges,
  type LoanQuote,
  MARKETS,
  type MarketId,
  owedToday,
} from '@puente/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { loanPhases } from '../../db/schema.ts';
import { post } from './ledger-repository.ts';
import type { OrderRow, PhaseRow } from './order-repository.ts';
import { phasesOf } from './order-repository.ts';
import { type OwedRow, owedCharges } from './owed-repository.ts';

/**
 * Interest to the day on the ledger (docs/decisions/028-interest-to-the-day.md). Each phase's
 * interest, and the tax on it (docs/decisions/029-tax-on-interest.md), is charged when the money is
 * sent, as priced; what has not accrued yet is never asked for (`owedNow`), and once principal is
 * repaid early the interest it would have borne, and that interest's tax, are taken off the phase
 * (`rebookInterest`), so the books always hold interest on the principal outstanding. The rules are
 * the domain's; this applies them to the ledger.
 */

interface InterestBooks {
  phases: PhaseRow[];
  booked: BookedInterest[];
  repaid: { date: string; amountMinor: number }[];
}

async function interestBooks(db: Db, order: OrderRow): Promise<InterestBooks> {
  const [phases, perPhase, repaidRows] = await Promise.all([
    phasesOf(db, order.id),
    db.execute(sql`
      select phase,
        coalesce(sum(amount) filter (where kind = 'interest'), 0)::text as booked,
        coalesce(-sum(amount) filter (where kind = 'coupon' and applies_to = 'interest'), 0)::text as coupon,
        coalesce(sum(amount) filter (where kind = 'interestTax'), 0)::text as tax
      from ledger_entries
      where order_id = ${order.id} and phase is not null and kind in ('interest', 'coupon', 'interestTax')
      group by phase`),
    db.execute(sql`
      select business_date::text as date, (-sum(amount))::text as repaid
      from ledger_entries
      where order_id = ${order.id} and kind = 'repayment' and applies_to = 'principal'
      group by business_date`),
  ]);
  const byPhase = new Map(
    (rowsOf(perPhase) as { phase: number; booked: string; coupon: string; tax: string }[]).map((r) => [
      Number(r.phase),
      r,
    ]),
  );
  return {
    phases,
    booked: phases.map((p) => ({
      phase: p.phase,
      dueDate: p.dueDate,
      bookedMinor: Number(byPhase.get(p.phase)?.booked ?? 0),
      couponMinor: Number(byPhase.get(p.phase)?.coupon ?? 0),
      taxBookedMinor: Number(byPhase.get(p.phase)?.tax ?? 0),
    })),
    repaid: (rowsOf(repaidRows) as { date: string; repaid: string }[]).map((r) => ({
      date: r.date,
      amountMinor: Number(r.repaid),
    })),
  };
}

/** The rate the loan's interest was taxed at when priced (quotes from before decision 029: none). */
function interestTaxPpmOf(order: OrderRow): number {
  return (order.quote as Partial<LoanQuote>).interestTaxPpm ?? 0;
}

function termsOf(order: OrderRow, phases: readonly PhaseRow[]): AccrualTerms {
  const quote = order.quote as LoanQuote;
  return {
    amountMinor: order.amount,
    interestPpmPerDay: quote.interestPpmPerDay,
    startDate: quote.startDate,
    phases: quote.phases.map((q) => ({
      phase: q.phase,
      days: q.days,
      principal: q.principal,
      dueDate: phases.find((p) => p.phase === q.phase)?.dueDate ?? q.dueDate,
    })),
  };
}

/** What settles the order today, charge by charge, and what its coupons have taken off so far. */
export interface OwedToday {
  owed: OwedRow[];
  couponMinor: number;
}

/**
 * What settles the order on `today`, charge by charge: everything owed, with a phase not yet due
 * owing only the interest accrued so far (its sum is the payoff figure); and what coupons have taken
 * off the interest so far. One read of the order's books for both.
 */
export async function owedTodayOf(db: Db, order: OrderRow, today: string): Promise<OwedToday> {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const owed = await owedCharges(db, order.id);
  const books = await interestBooks(db, order);
  if (books.phases.length === 0) return { owed, couponMinor: 0 };
  const accrual = accrueInterest(termsOf(order, books.phases), books.repaid, today);
  return {
    owed: owedToday(owed, books.booked, accrual, today, interestTaxPpmOf(order)) as OwedRow[],
    couponMinor: couponTakenSoFar(books.booked, accrual, today),
  };
}

/** What settles the order on `today`, charge by charge. */
export async function owedNow(db: Db, order: OrderRow, today: string): Promise<OwedRow[]> {
  return (await owedTodayOf(db, order, today)).owed;
}

/** The same at an instant: on its business date in the order's market. */
export async function owedAt(db: Db, order: OrderRow, now: Date): Promise<OwedRow[]> {
  return owedNow(db, order, dateIn(now, MARKETS[order.market as MarketId].timeZone));
}

/**
 * After principal was repaid (in the caller's transaction, with the order locked): every phase's
 * interest comes down to what accrues on the principal now outstanding, and its tax with it, as
 * ledger entries (once per `ref`) and in the schedule close of business reads (the phase's total).
 * Returns the interest taken off.
 */
export async function rebookInterest(
  tx: Db,
  order: OrderRow,
  entry: { ref: string; businessDate: string; at: Date },
): Promise<number> {
  const [owed, books] = await Promise.all([owedCharges(tx, order.id), interestBooks(tx, order)]);
  if (books.phases.length === 0) return 0;
  // The whole windows are wanted, so the day accrual is read on does not matter.
  const accrual = accrueInterest(termsOf(order, books.phases), books.repaid, entry.businessDate);
  const owedOf = (kind: OwedRow['kind'], phase: number) =>
    owed.find((o) => o.kind === kind && o.phase === phase)?.amountMinor ?? 0;
  const changes = interestChanges(
    books.booked.map((b) => ({
      ...b,
      owedMinor: owedOf('interest', b.phase),
      taxOwedMinor: owedOf('interestTax', b.phase),
    })),
    accrual,
    interestTaxPpmOf(order),
  );
  const { ref, businessDate, at } = entry;
  let rebated = 0;
  for (const { phase, rebateMinor, couponBackMinor, taxRebateMinor } of changes) {
    const rebates = [
      { kind: 'interest' as const, amount: rebateMinor },
      { kind: 'interestTax' as const, amount: taxRebateMinor },
    ].filter((r) => r.amount > 0);
    const written = await post(tx, [
      ...rebates.map(({ kind, amount }) => ({
        orderId: order.id,
        kind,
        amount: -amount,
        phase,
        businessDate,
        at,
        ref: `early:${ref}:${phase}`,
      })),
      ...(couponBackMinor > 0
        ? [
            {
              orderId: order.id,
              kind: 'coupon' as const,
              amount: couponBackMinor,
              phase,
              appliesTo: 'interest' as const,
              businessDate,
              at,
              ref: `early:${ref}:${phase}`,
            },
          ]
        : []),
    ]);
    if (written === 0) continue;
    await tx
      .update(loanPhases)
      .set({
        interest: sql`${loanPhases.interest} - ${rebateMinor}`,
        // The schedule keeps no column of its own for the interest's tax: it is in the total.
        total: sql`${loanPhases.total} - ${rebateMinor + taxRebateMinor}`,
      })
      .where(and(eq(loanPhases.orderId, order.id), eq(loanPhases.phase, phase)));
    rebated += rebateMinor;
  }
  return rebated;
}
