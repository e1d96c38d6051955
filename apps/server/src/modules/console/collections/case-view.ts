import {
  bucketOf,
  DomainError,
  dateIn,
  type Language,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  toMinor,
} from '@puente/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  collectionContacts,
  collectionPromises,
  loanOrders,
  messageDeliveries,
  messages,
  staffMembers,
  userProfiles,
  users,
} from '../../../db/schema.ts';
import { orderRecords, owedTodayOf, viewOf } from '../../orders/orders-service.ts';
import { dueNowMinor, totalOwedMinor } from '../../repayment/repayment-detail.ts';
import { maskName, maskTail } from '../customers/masking.ts';
import { nameOf } from './case-lines.ts';
import { contactState } from './contact-rules.ts';

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const STATUS_NAMES = new Map<number, string>(ORDER_STATUS_NAMES.map((name) => [ORDER_STATUS[name], name]));

export type LoanRow = typeof loanOrders.$inferSelect;

/** The loan by its number (as typed: trimmed, upper case), or the case's not-found refusal. */
export async function caseLoan(db: Db, orderNo: string): Promise<LoanRow> {
  const typed = orderNo.trim().toUpperCase();
  const [order] = await db.select().from(loanOrders).where(eq(loanOrders.orderNo, typed));
  if (!order) throw new DomainError('collectionsCaseNotFound', { orderNo: typed });
  return order;
}

/** The borrower's own number and market: the only way a collector reaches them. */
export async function borrowerOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, market: users.market, e164: users.e164, basic: userProfiles.basic })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no borrower ${userId}`);
  return { ...row, market: row.market as MarketId };
}

/** What is owed on the business date: the payoff figure and the part due now, which stops the penalty. */
export async function owedOf(db: Db, order: LoanRow, now: Date) {
  const today = dateIn(now, MARKETS[order.market as MarketId].timeZone);
  const { owed } = await owedTodayOf(db, order, today);
  return { today, owedNowMinor: totalOwedMinor(owed), dueNowMinor: dueNowMinor(owed, today), owed };
}

/**
 * One collections case: the loan, what is owed now and what stops the penalty, the schedule, the
 * payments, the contact log, the promises and the messages already sent about it. Of the borrower
 * it shows the name (masked) and their own number, nothing else: never an emergency contact or
 * anyone else's data (collection through third parties is unlawful in both markets, decision 060).
 */
export async function caseView(db: Db, orderNo: string, now: Date, lang: Language) {
  const order = await caseLoan(db, orderNo);
  const [record] = await orderRecords(db, [order]);
  if (!record) throw new DomainError('collectionsCaseNotFound', { orderNo: order.orderNo });
  const market = order.market as MarketId;
  const borrower = await borrowerOf(db, order.userId);
  const owed = await owedOf(db, order, now);
  const view = viewOf(record, owed.today, lang);
  const [contacts, promises, sent] = await Promise.all([
    db
      .select({
        id: collectionContacts.id,
        channel: collectionContacts.channel,
        outcome: collectionContacts.outcome,
        note: collectionContacts.note,
        at: collectionContacts.at,
        memberName: staffMembers.name,
      })
      .from(collectionContacts)
      .leftJoin(staffMembers, eq(staffMembers.id, collectionContacts.memberId))
      .where(eq(collectionContacts.orderId, order.id))
      .orderBy(desc(collectionContacts.at), desc(collectionContacts.id)),
    db
      .select({
        id: collectionPromises.id,
        promisedDate: collectionPromises.promisedDate,
        amount: collectionPromises.amount,
        status: collectionPromises.status,
        createdAt: collectionPromises.createdAt,
        resolvedAt: collectionPromises.resolvedAt,
        memberName: staffMembers.name,
      })
      .from(collectionPromises)
      .leftJoin(staffMembers, eq(staffMembers.id, collectionPromises.memberId))
      .where(eq(collectionPromises.orderId, order.id))
      .orderBy(desc(collectionPromises.createdAt), desc(collectionPromises.id)),
    db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, order.id), eq(messages.userId, order.userId)))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(100),
  ]);
  const deliveries =
    sent.length === 0
      ? []
      : await db
          .select()
          .from(messageDeliveries)
          .where(
            inArray(
              messageDeliveries.messageId,
              sent.map((m) => m.id),
            ),
          )
          .orderBy(asc(messageDeliveries.id));
  const repayments = new Map<string, { at: Date; businessDate: string; amountMinor: number }>();
  for (const entry of record.statement) {
    if (entry.kind !== 'repayment') continue;
    // A payment is credited charge by charge under its ref (payment:kind:phase): one line per payment.
    const key = entry.ref.split(':')[0] ?? entry.ref;
    const line = repayments.get(key) ?? { at: entry.at, businessDate: entry.businessDate, amountMinor: 0 };
    line.amountMinor -= entry.amount;
    repayments.set(key, line);
  }
  const daysPastDue = view.balance.overdueDays;
  return {
    orderNo: order.orderNo,
    customerId: order.userId,
    market,
    currency: MARKETS[market].currency,
    borrower: {
      name: maskName(nameOf(borrower.basic)),
      // Their own number, in full: the one a collector may call (opening the case is audited).
      phone: borrower.e164,
      contact: await contactState(db, { userId: borrower.id, market }, now),
    },
    loan: {
      status: order.status,
      statusName: STATUS_NAMES.get(order.status) ?? null,
      productId: order.productId,
      amountMinor: order.amount,
      disbursedAt: iso(order.disbursedAt),
      dueDate: order.dueDate,
      daysPastDue,
      bucket: bucketOf(daysPastDue) ?? null,
    },
    owed: {
      businessDate: owed.today,
      owedNowMinor: owed.owedNowMinor,
      stopsPenaltyMinor: owed.dueNowMinor,
      penaltyMinor: owed.owed.filter((r) => r.kind === 'penalty').reduce((s, r) => s + r.amountMinor, 0),
    },
    schedule: view.schedule.map((line) => ({
      phase: line.phase,
      dueDate: line.dueDate,
      amountMinor: toMinor(line.amount),
      paidMinor: toMinor(line.paid),
      status: line.status,
    })),
    payments: [...repayments.values()]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((p) => ({ at: iso(p.at), businessDate: p.businessDate, amountMinor: p.amountMinor })),
    contacts: contacts.map((c) => ({ ...c, at: iso(c.at) })),
    promises: promises.map((p) => ({
      ...p,
      amount: Number(p.amount),
      createdAt: iso(p.createdAt),
      resolvedAt: iso(p.resolvedAt),
    })),
    messages: sent.map((m) => ({
      id: m.id,
      kind: m.kind,
      createdAt: iso(m.createdAt),
      params: m.params,
      deliveries: deliveries
        .filter((d) => d.messageId === m.id)
        .map((d) => ({
          channel: d.channel,
          to: maskTail(d.toE164, 4),
          status: d.status,
          notBefore: iso(d.notBefore),
          sentAt: iso(d.sentAt),
        })),
    })),
  };
}
