import {
  type ContactChannel,
  type ContactOutcome,
  DomainError,
  formatMoney,
  localClock,
  type MarketId,
  ORDER_STATUS,
  PROMISE_MAX_DAYS_AHEAD,
} from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { collectionContacts, collectionPromises } from '../../../db/schema.ts';
import { writeMessage } from '../../messages/message-writer.ts';
import { lockOrder } from '../../orders/orders-service.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { StaffCaller } from '../../staff/staff-route.ts';
import { borrowerOf, caseLoan, type LoanRow, owedOf } from './case-view.ts';
import { ensureMayContact } from './contact-rules.ts';

/** Makes the borrower's own payment link for their loan, in the caller's transaction (the portal service). */
export type PaymentLinks = (
  tx: Db,
  caller: { ip: string },
  userId: string,
  orderNo: string,
) => Promise<{ payOrderId: string; amount: number; url: string; expiresAt: string }>;

export interface CollectionActionsDeps {
  db: Db;
  clock: BusinessClock;
  paymentLinks: PaymentLinks | undefined;
}

function addDays(day: string, days: number): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * What a collector does on a case, each in one transaction with its staff audit row: log a contact
 * attempt, take a promise to pay, send the payment link. Contacts and links obey the contact
 * window and the daily cap (decision 060); the loan row is locked so two members' attempts at
 * once are counted one after the other.
 */
export class CollectionActions {
  constructor(private readonly deps: CollectionActionsDeps) {}

  private async overdueLoan(tx: Db, orderNo: string): Promise<LoanRow> {
    const found = await caseLoan(tx, orderNo);
    const order = (await lockOrder(tx, found.id)) ?? found;
    if (order.status !== ORDER_STATUS.Overdued)
      throw new DomainError('collectionsNotOverdue', { orderNo: order.orderNo });
    return order;
  }

  async logContact(
    caller: StaffCaller,
    orderNo: string,
    attempt: { channel: ContactChannel; outcome: ContactOutcome; note: string },
  ) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const order = await this.overdueLoan(tx, orderNo);
      const market = order.market as MarketId;
      const before = await ensureMayContact(tx, { userId: order.userId, market }, now);
      const [contact] = await tx
        .insert(collectionContacts)
        .values({
          orderId: order.id,
          userId: order.userId,
          memberId: caller.memberId,
          channel: attempt.channel,
          outcome: attempt.outcome,
          note: attempt.note,
          at: now,
        })
        .returning();
      if (!contact) throw new Error('contact not recorded');
      await recordStaffAction(tx, caller, now, {
        action: 'collections.contactLogged',
        customerId: order.userId,
        subjectType: 'loan',
        subjectId: order.orderNo,
        after: { contactId: contact.id, channel: attempt.channel, outcome: attempt.outcome },
      });
      return {
        id: contact.id,
        orderNo: order.orderNo,
        channel: contact.channel,
        outcome: contact.outcome,
        note: contact.note,
        at: contact.at.toISOString(),
        contactsToday: before.contactsToday + 1,
      };
    });
  }

  async recordPromise(
    caller: StaffCaller,
    orderNo: string,
    promise: { promisedDate: string; amount: number },
  ) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const order = await this.overdueLoan(tx, orderNo);
      const market = order.market as MarketId;
      const today = localClock(market, now).date;
      const last = addDays(today, PROMISE_MAX_DAYS_AHEAD);
      if (promise.promisedDate < today || promise.promisedDate > last)
        throw new DomainError('collectionsPromiseDate', { last });
      const { owedNowMinor } = await owedOf(tx, order, now);
      if (promise.amount <= 0 || promise.amount > owedNowMinor)
        throw new DomainError('collectionsPromiseAmount', {
          owed: formatMoney(owedNowMinor, market, caller.lang),
        });
      const [open] = await tx
        .select({ id: collectionPromises.id })
        .from(collectionPromises)
        .where(and(eq(collectionPromises.orderId, order.id), eq(collectionPromises.status, 'open')));
      if (open) throw new DomainError('collectionsPromiseOpen', { orderNo: order.orderNo });
      const [row] = await tx
        .insert(collectionPromises)
        .values({
          orderId: order.id,
          userId: order.userId,
          memberId: caller.memberId,
          promisedDate: promise.promisedDate,
          amount: promise.amount,
          status: 'open',
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('promise not recorded');
      await recordStaffAction(tx, caller, now, {
        action: 'collections.promiseRecorded',
        customerId: order.userId,
        subjectType: 'loan',
        subjectId: order.orderNo,
        after: { promiseId: row.id, promisedDate: row.promisedDate, amount: row.amount },
      });
      return {
        id: row.id,
        orderNo: order.orderNo,
        promisedDate: row.promisedDate,
        amount: row.amount,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /**
   * The borrower's own payment link, written as a message: their inbox, and an SMS to their own
   * number (users.e164) only. Refused outside the window or over the cap, like a call. Sent again
   * the same local day for the same link, it is not written twice.
   */
  async sendPaymentLink(caller: StaffCaller, orderNo: string) {
    const { paymentLinks } = this.deps;
    if (!paymentLinks) throw new DomainError('collectionsLinkUnavailable');
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const order = await this.overdueLoan(tx, orderNo);
      const market = order.market as MarketId;
      const borrower = await borrowerOf(tx, order.userId);
      await ensureMayContact(tx, { userId: order.userId, market }, now);
      const link = await paymentLinks(tx, caller, order.userId, order.orderNo);
      const messageId = await writeMessage(tx, now, {
        userId: order.userId,
        kind: 'collections.paymentLink',
        eventKey: `collections.paymentLink:${link.payOrderId}:${localClock(market, now).date}`,
        orderId: order.id,
        params: { url: link.url, expiresAt: link.expiresAt, amount: link.amount, orderNo: order.orderNo },
      });
      await recordStaffAction(tx, caller, now, {
        action: 'collections.paymentLinkSent',
        customerId: order.userId,
        subjectType: 'loan',
        subjectId: order.orderNo,
        after: { payOrderId: link.payOrderId, amount: link.amount, messageId: messageId ?? null },
      });
      return {
        orderNo: order.orderNo,
        url: link.url,
        expiresAt: link.expiresAt,
        amount: link.amount,
        // Undefined when this link was already sent today: the borrower is not sent it twice.
        messageId: messageId ?? null,
        alreadySentToday: messageId === undefined,
        to: borrower.e164,
      };
    });
  }
}
