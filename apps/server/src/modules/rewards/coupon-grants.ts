import {
  BANK_ACCOUNT_COUPON,
  bankAccountKey,
  type CouponDefinition,
  couponValidUntil,
  dateIn,
  findCouponDefinition,
  MARKETS,
  type MarketId,
} from '@puente/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankAccounts, domainEvents, userProfiles, users } from '../../db/schema.ts';
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
    /** The welcome coupon's person and account (decision 038): another grant to either writes nothing. */
    personKey?: string;
    accountKey?: string;
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
    personKey: grant.personKey ?? null,
    accountKey: grant.accountKey ?? null,
    grantedAt: now,
    validUntil: couponValidUntil(today, definition.validDays),
  });
}

/**
 * Turns "first bank account added" events into the market's bank-account coupon, each event once:
 * the event is marked handled in the same transaction as the grant. Run by the tick for everyone,
 * and for one borrower before their coupons are read, so the coupon is there the moment they look.
 * A welcome is once per person and per account, whatever the number of phone numbers (decision
 * 038): an event waits until its borrower owns a national id, and a person or account that was
 * welcomed before earns nothing (the coupon's unique indexes decide, also between two at once).
 */
export async function grantBankAccountCoupons(db: Db, now: Date, userId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({
        id: domainEvents.id,
        userId: users.id,
        market: users.market,
        personKey: userProfiles.personKey,
        bankCode: bankAccounts.bankCode,
        accountNumber: bankAccounts.accountNumber,
      })
      .from(domainEvents)
      .innerJoin(users, eq(users.id, domainEvents.userId))
      .innerJoin(userProfiles, eq(userProfiles.userId, domainEvents.userId))
      .leftJoin(bankAccounts, sql`${bankAccounts.id}::text = ${domainEvents.payload}->>'accountId'`)
      .where(
        and(
          eq(domainEvents.type, 'bankAccount.firstAdded'),
          isNull(domainEvents.handledAt),
          isNotNull(userProfiles.personKey),
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
          {
            userId: event.userId,
            market,
            definition,
            source: 'bankAccount',
            sourceRef: 'first',
            personKey: event.personKey ?? undefined,
            accountKey:
              event.bankCode && event.accountNumber
                ? bankAccountKey(market, event.bankCode, event.accountNumber)
                : undefined,
          },
          now,
        );
      }
      await tx.update(domainEvents).set({ handledAt: now }).where(eq(domainEvents.id, event.id));
    }
    return pending.length;
  });
}
