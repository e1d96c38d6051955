import type { MarketId } from '../markets/markets.ts';

/** One prize of a market's draw: a coupon, won with `weight` chances in the table's total. */
export interface Prize {
  id: string;
  couponDefinitionId: string;
  weight: number;
}

/**
 * The prize draw after a disbursement (docs/decisions/024-coupons-and-prize-draw.md). Every draw
 * wins one coupon: a "try again" slot would be a prize a borrower cannot win, shown to look like
 * one they could. The odds are the weights over their sum, and the screen says them.
 */
export const PRIZE_TABLES: Record<MarketId, readonly Prize[]> = {
  MX: [
    { id: 'mx-50', couponDefinitionId: 'mx-draw-50', weight: 60 },
    { id: 'mx-3-days', couponDefinitionId: 'mx-draw-3-days', weight: 30 },
    { id: 'mx-fee-200', couponDefinitionId: 'mx-draw-fee-200', weight: 10 },
  ],
  NG: [
    { id: 'ng-500', couponDefinitionId: 'ng-draw-500', weight: 60 },
    { id: 'ng-3-days', couponDefinitionId: 'ng-draw-3-days', weight: 30 },
    { id: 'ng-fee-2000', couponDefinitionId: 'ng-draw-fee-2000', weight: 10 },
  ],
};

export function totalWeight(table: readonly Prize[]): number {
  return table.reduce((sum, p) => sum + p.weight, 0);
}

/** The prize at `ticket`, a whole number drawn uniformly from [0, totalWeight) by the server. */
export function prizeAt(table: readonly Prize[], ticket: number): Prize {
  const total = totalWeight(table);
  if (!Number.isSafeInteger(ticket) || ticket < 0 || ticket >= total) {
    throw new RangeError(`a ticket is a whole number in [0, ${total}), got ${ticket}`);
  }
  let left = ticket;
  for (const prize of table) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  throw new RangeError('unreachable: the weights cover every ticket');
}
