import {
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  DELINQUENCY_BUCKETS,
  type DelinquencyBucket,
  MARKETS,
  type MarketId,
} from '@puente/domain';
import { z } from 'zod';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import { staffRoute } from '../../staff/staff-route.ts';
import { caseLines } from './case-lines.ts';
import { caseView } from './case-view.ts';
import type { CollectionActions } from './collection-actions.ts';
import { assignedToSql, bucketsOf, inBucketSql, overdueLoans, todayOf } from './overdue-loans.ts';

const bucketIds = DELINQUENCY_BUCKETS.map((b) => b.id) as [DelinquencyBucket, ...DelinquencyBucket[]];
const orderNoParam = z.object({ orderNo: z.string().trim().min(1).max(40) });

export function collectionsRoutes(deps: {
  db: Db;
  clock: BusinessClock;
  markets: readonly MarketId[];
  actions: CollectionActions;
}) {
  const { db, clock, markets, actions } = deps;
  const marketIds = markets as [MarketId, ...MarketId[]];
  return [
    staffRoute({
      method: 'GET',
      url: '/collections/buckets',
      access: 'collections.work',
      summary:
        'Overdue loans per market by days past due (1–7, 8–30, 31–60, 61–90, over 90): counts and amounts owed',
      handler: async () => {
        const now = clock.now();
        return {
          markets: await Promise.all(
            markets.map(async (market) => ({
              market,
              currency: MARKETS[market].currency,
              asOf: todayOf(market, now),
              buckets: await bucketsOf(db, market, now),
            })),
          ),
        };
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/collections/buckets/:bucket',
      access: 'collections.work',
      summary:
        "One bucket's loans in a market, most days past due first, with who works each and its promise",
      params: z.object({ bucket: z.enum(bucketIds) }),
      query: z.object({ market: z.enum(marketIds).optional() }),
      handler: async ({ params, query }) => {
        const now = clock.now();
        const market = query.market ?? marketIds[0];
        const loans = await overdueLoans(db, market, now, inBucketSql(params.bucket));
        const items = await caseLines(db, loans, now);
        return { market, bucket: params.bucket, count: items.length, items };
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/collections/mine',
      access: 'collections.work',
      summary: "The member's own cases: missed promises first, then most days past due",
      handler: async ({ caller }) => {
        const now = clock.now();
        const lines = (
          await Promise.all(
            markets.map(async (market) =>
              caseLines(db, await overdueLoans(db, market, now, assignedToSql(caller.memberId)), now),
            ),
          )
        ).flat();
        lines.sort(
          (a, b) =>
            Number(b.missedPromise !== null) - Number(a.missedPromise !== null) ||
            b.daysPastDue - a.daysPastDue ||
            a.orderNo.localeCompare(b.orderNo),
        );
        return { count: lines.length, items: lines };
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/collections/cases/:orderNo',
      access: 'collections.work',
      summary:
        "A case: the loan, owed now and what stops the penalty, schedule, payments, contacts, promises, messages; the borrower's own number only",
      params: orderNoParam,
      handler: async ({ caller, params }) => {
        const now = clock.now();
        const view = await caseView(db, params.orderNo, now, caller.lang);
        // The case shows the borrower's number in full: opening it is recorded, as a reveal is.
        await db.transaction((tx) =>
          recordStaffAction(tx, caller, now, {
            action: 'collections.caseViewed',
            customerId: view.customerId,
            subjectType: 'loan',
            subjectId: view.orderNo,
          }),
        );
        return view;
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/collections/cases/:orderNo/contacts',
      access: 'collections.work',
      summary:
        'Log a contact attempt (call, SMS, WhatsApp): refused outside the contact window or over the daily cap',
      params: orderNoParam,
      body: z
        .object({
          channel: z.enum(CONTACT_CHANNELS),
          outcome: z.enum(CONTACT_OUTCOMES),
          note: z.string().trim().max(CONTACT_NOTE_MAX).optional(),
        })
        .strict(),
      handler: ({ caller, params, body }) =>
        actions.logContact(caller, params.orderNo, { ...body, note: body.note ?? '' }),
    }),
    staffRoute({
      method: 'POST',
      url: '/collections/cases/:orderNo/promises',
      access: 'collections.work',
      summary:
        'Record a promise to pay: a date from today to 30 days ahead, an amount up to what is owed; one open per loan',
      params: orderNoParam,
      body: z
        .object({
          promisedDate: z.iso.date(),
          amount: z.number().int().safe(),
        })
        .strict(),
      handler: ({ caller, params, body }) => actions.recordPromise(caller, params.orderNo, body),
    }),
    staffRoute({
      method: 'POST',
      url: '/collections/cases/:orderNo/payment-link',
      access: 'collections.work',
      summary:
        "Send the borrower's own payment link (inbox and SMS to their own number), under the contact window and cap",
      params: orderNoParam,
      handler: ({ caller, params }) => actions.sendPaymentLink(caller, params.orderNo),
    }),
  ];
}
