import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { incomingPayments, ledgerEntries } from '../../db/schema.ts';

/**
 * Charges raise what the borrower owes; credits lower it; `payout` is the cash sent, outside the
 * debt; `overpayment` is money received beyond the debt, held for the borrower.
 */
export const CHARGE_KINDS = [
  'principal',
  'fee',
  'tax',
  'interest',
  'interestTax',
  'penalty',
  'rolloverFee',
  'rolloverTax',
] as const;
export const CREDIT_KINDS = ['repayment', 'coupon'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export type LedgerKind = ChargeKind | (typeof CREDIT_KINDS)[number] | 'payout' | 'overpayment';
/** Charges owed beside the schedule: a payment to them does not settle any phase. */
export const ORDER_LEVEL_CHARGES = ['penalty', 'rolloverFee', 'rolloverTax'] as const;

export interface LedgerPosting {
  orderId: string;
  kind: LedgerKind;
  /** Minor units; positive for charges and payouts, negative for credits. */
  amount: number;
  phase?: number;
  /** For a repayment: the charge it settles. */
  appliesTo?: ChargeKind;
  businessDate: string;
  at: Date;
  /** Unique per order and kind: posting the same ref twice writes nothing the second time. */
  ref: string;
}

export type LedgerRow = typeof ledgerEntries.$inferSelect;

export async function post(tx: Db, postings: readonly LedgerPosting[]): Promise<number> {
  if (postings.length === 0) return 0;
  const written = await tx
    .insert(ledgerEntries)
    .values(postings.map((p) => ({ ...p, phase: p.phase ?? null, appliesTo: p.appliesTo ?? null })))
    .onConflictDoNothing({ target: [ledgerEntries.orderId, ledgerEntries.kind, ledgerEntries.ref] })
    .returning({ id: ledgerEntries.id });
  return written.length;
}

export interface Balances {
  charged: number;
  /** Money the borrower paid that settled the debt: the order view's `repaid`. A coupon is no payment. */
  paid: number;
  /** What coupons took off. */
  discount: number;
  /** The part of `paid` that settled the schedule (not penalties or extension fees). */
  schedulePaid: number;
  unrepaid: number;
  penalty: number;
  payout: number;
  /** Received beyond the debt and held for the borrower. */
  credit: number;
}

export const NO_BALANCE: Balances = {
  charged: 0,
  paid: 0,
  discount: 0,
  schedulePaid: 0,
  unrepaid: 0,
  penalty: 0,
  payout: 0,
  credit: 0,
};

/** Every order's balances, derived from its entries alone, in one query. */
export async function balances(db: Db, orderIds: readonly string[]): Promise<Map<string, Balances>> {
  const result = new Map<string, Balances>(orderIds.map((id) => [id, { ...NO_BALANCE }]));
  if (orderIds.length === 0) return result;
  const charge = sql.join(
    CHARGE_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const orderLevel = sql.join(
    ORDER_LEVEL_CHARGES.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await db
    .select({
      orderId: ledgerEntries.orderId,
      charged: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in (${charge})), 0)`,
      paid: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'repayment'), 0)`,
      discount: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'coupon'), 0)`,
      schedulePaid: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'repayment' and (${ledgerEntries.appliesTo} is null or ${ledgerEntries.appliesTo} not in (${orderLevel}))), 0)`,
      penalty: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'penalty'), 0)`,
      credit: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'overpayment'), 0)`,
      payout: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'payout'), 0)`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.orderId, [...orderIds]))
    .groupBy(ledgerEntries.orderId);
  for (const row of rows) {
    const charged = Number(row.charged);
    const paid = Number(row.paid);
    const discount = Number(row.discount);
    result.set(row.orderId, {
      charged,
      paid,
      discount,
      schedulePaid: Number(row.schedulePaid),
      unrepaid: charged - paid - discount,
      penalty: Number(row.penalty),
      payout: Number(row.payout),
      credit: Number(row.credit),
    });
  }
  return result;
}

export async function statement(db: Db, orderId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
}

/** The statements of several orders in one query (the records lists), grouped by order. */
export async function statements(db: Db, orderIds: readonly string[]): Promise<Map<string, LedgerRow[]>> {
  const byOrder = new Map<string, LedgerRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.orderId, [...orderIds]))
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** A payment credited to an order, as the statement names it: the provider and its own reference. */
export interface PaymentSource {
  id: string;
  provider: string;
  providerRef: string;
}

/** The payments credited to several orders, by order, in one query. */
export async function paymentSources(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, PaymentSource[]>> {
  const byOrder = new Map<string, PaymentSource[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: incomingPayments.id,
      orderId: incomingPayments.orderId,
      provider: incomingPayments.provider,
      providerRef: incomingPayments.providerRef,
    })
    .from(incomingPayments)
    .where(inArray(incomingPayments.orderId, [...orderIds]));
  for (const { orderId, ...source } of rows) if (orderId) byOrder.get(orderId)?.push(source);
  return byOrder;
}

async function anyEntry(db: Db, orderId: string, kinds: readonly LedgerKind[]): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), inArray(ledgerEntries.kind, [...kinds])))
    .limit(1);
  return row !== undefined;
}

/** Whether any money from the borrower reached the order: a repayment, or credit held on it. */
export function anyPaymentOn(db: Db, orderId: string): Promise<boolean> {
  return anyEntry(db, orderId, ['repayment', 'overpayment']);
}

/** Whether money was ever sent on the order (a start undone since leaves its entries). */
export function anyPayoutOn(db: Db, orderId: string): Promise<boolean> {
  return anyEntry(db, orderId, ['payout']);
}

/**
 * Undoes every entry of the order with new entries of the opposite sign, one per kind, phase and
 * charge settled, so that each sum comes to zero and the history stays readable. `ref` names the
 * undoing; posting it twice writes nothing the second time. Answers the entries written.
 */
export async function reverseAll(
  tx: Db,
  orderId: string,
  entry: { ref: string; businessDate: string; at: Date },
): Promise<number> {
  const sums = await tx
    .select({
      kind: ledgerEntries.kind,
      phase: ledgerEntries.phase,
      appliesTo: ledgerEntries.appliesTo,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .groupBy(ledgerEntries.kind, ledgerEntries.phase, ledgerEntries.appliesTo);
  const postings: LedgerPosting[] = sums
    .filter((s) => Number(s.amount) !== 0)
    .map((s) => ({
      orderId,
      kind: s.kind as LedgerKind,
      amount: -Number(s.amount),
      phase: s.phase ?? undefined,
      appliesTo: (s.appliesTo ?? undefined) as ChargeKind | undefined,
      businessDate: entry.businessDate,
      at: entry.at,
      ref: `${entry.ref}:${s.phase ?? '-'}:${s.appliesTo ?? '-'}`,
    }));
  return post(tx, postings);
}
