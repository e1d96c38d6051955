import {
  BANK_ACCOUNT_COUPON,
  type CouponDefinition,
  couponValidUntil,
  dateIn,
  findCouponDefinition,
  MARKETS,
  type MarketId,
} from '@puente/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { domainEvents, users } from '../../db/schema.ts';
import { type CouponRow, insertCoupon } from './coupon-repository.ts';

/** Grants a configured coupon, copying its terms; granting the same source twice writes nothing. */
export async function grantCoupon(
  tx: Db,
  grant: {
    userId: string;
    market: MarketId;
    definition: CouponDefinition;
    source: string;
    sourceRef: string;
  },
  now: Date,
): Promise<CouponRow | undefined> {
  const { definition } = grant;
  const today = dateIn(now, MARKETS[grant.market].timeZone);
  return insertCoupon(tx, {
    userId: grant.userId,
    market: grant.market,
    definitionId: definition.id,
    kind: definition.kind,
    value: definition.value,
    minLoan: definition.minLoanMinor,
    source: grant.source,
    sourceRef: grant.sourceRef,
    grantedAt: now,
    validUntil: couponValidUntil(today, definition.validDays),
  });
}

/**
 * Turns "first bank account added" events into the market's bank-account coupon, each event once:
 * the event is marked handled in the same transaction as the grant. Run by the tick for everyone,
 * and for one borrower before their coupons are read, so the coupon is there the moment they look.
 */
export async function grantBankAccountCoupons(db: Db, now: Date, userId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: domainEvents.id, userId: users.id, market: users.market, payload: domainEvents.payload })
      .from(domainEvents)
      .innerJoin(users, eq(users.id, domainEvents.userId))
      .where(
        and(
          eq(domainEvents.type, 'bankAccount.firstAdded'),
          isNull(domainEvents.handledAt),
          userId ? eq(domainEvents.userId, userId) : sql`true`,
        ),
      )
      .limit(500)
      .for('update', { of: domainEvents, skipLocked: true });
    for (const event of pending) {
      const market = event.market as MarketId;
      const definition = findCouponDefinition(BANK_ACCOUNT_COUPON[market]);
      if (definition) {
        await grantCoupon(
          tx,
          { userId: event.userId, market, definition, source: 'bankAccount', sourceRef: 'first' },
          now,
        );
      }
      await tx.update(domainEvents).set({ handledAt: now }).where(eq(domainEvents.id, event.id));
    }
    return pending.length;
  });
}
