import { randomInt } from 'node:crypto';
import {
  couponName,
  DomainError,
  type DrawOfferView,
  type DrawResultView,
  dateIn,
  findCouponDefinition,
  type Language,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  PRIZE_TABLES,
  prizeAt,
  totalWeight,
} from '@puente/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { loanOrders, prizeDraws } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { SessionUser } from '../../protocol/call.ts';
import * as orders from '../orders/orders-service.ts';
import { grantCoupon } from './coupon-grants.ts';
import { couponView } from './coupon-view.ts';

/** Statuses of an order whose money was sent. */
const DISBURSED: number[] = [ORDER_STATUS.Repaying, ORDER_STATUS.Overdued, ORDER_STATUS.Finish];

export interface DrawDeps {
  db: Db;
  clock: BusinessClock;
  /** A whole number in [0, max): the server's draw, never the browser's. Injectable for tests. */
  ticket?: (max: number) => number;
}

/** The prize draw a borrower gets once per loan after its money was sent (decision 024). */
export class DrawService {
  constructor(private readonly deps: DrawDeps) {}

  private prizes(market: MarketId, lang: Language): DrawOfferView['prizes'] {
    const table = PRIZE_TABLES[market];
    const total = totalWeight(table);
    return table.map((p) => {
      const definition = findCouponDefinition(p.couponDefinitionId);
      return {
        prizeId: p.id,
        name: definition ? couponName(definition, lang) : p.id,
        chancePercent: Math.round((p.weight * 10_000) / total) / 100,
      };
    });
  }

  /** The newest disbursed loan that has not had its draw yet, if any. */
  async offer(user: SessionUser, lang: Language): Promise<DrawOfferView> {
    const { db } = this.deps;
    const [waiting] = await db
      .select({ orderNo: loanOrders.orderNo })
      .from(loanOrders)
      .leftJoin(prizeDraws, eq(prizeDraws.orderId, loanOrders.id))
      .where(
        and(
          eq(loanOrders.userId, user.userId),
          inArray(loanOrders.status, DISBURSED),
          isNull(prizeDraws.orderId),
        ),
      )
      .orderBy(desc(loanOrders.disbursedAt))
      .limit(1);
    const market = user.market as MarketId;
    return waiting
      ? { show: true, orderNo: waiting.orderNo, prizes: this.prizes(market, lang) }
      : { show: false, prizes: this.prizes(market, lang) };
  }

  /** Draws once for a disbursed loan: the prize is chosen here and granted as a coupon in one transaction. */
  async draw(user: SessionUser, lang: Language, orderNo: string, ip: string): Promise<DrawResultView> {
    const { db, clock } = this.deps;
    const market = user.market as MarketId;
    const order = await orders.findOwnOrder(db, user.userId, orderNo);
    if (!DISBURSED.includes(order.status)) throw new DomainError('drawNotAvailable');
    const table = PRIZE_TABLES[market];
    const ticket = (this.deps.ticket ?? randomInt)(totalWeight(table));
    const prize = prizeAt(table, ticket);
    const definition = findCouponDefinition(prize.couponDefinitionId);
    if (!definition) throw new Error(`prize ${prize.id} names an unknown coupon ${prize.couponDefinitionId}`);
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const coupon = await grantCoupon(
          tx,
          { userId: user.userId, market, definition, source: 'draw', sourceRef: order.id },
          now,
        );
        if (!coupon) throw new DomainError('drawAlreadyDone');
        await tx.insert(prizeDraws).values({
          orderId: order.id,
          userId: user.userId,
          prizeId: prize.id,
          couponId: coupon.id,
          drawnAt: now,
        });
        await recordAudit(tx, {
          at: now,
          userId: user.userId,
          action: 'draw.won',
          detail: { orderNo, prizeId: prize.id, ticket },
          ip,
        });
        const today = dateIn(now, MARKETS[market].timeZone);
        return {
          orderNo,
          prizeId: prize.id,
          coupon: couponView({ ...coupon, orderNo: null, orderStatus: null }, today, lang),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'prize_draws_pkey')) throw new DomainError('drawAlreadyDone');
      throw error;
    }
  }
}
