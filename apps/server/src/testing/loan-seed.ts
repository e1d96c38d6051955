import { randomUUID } from 'node:crypto';
import {
  findProduct,
  type LoanQuote,
  MARKET_LENDING,
  type MarketId,
  ORDER_STATUS,
  priceLoan,
} from '@puente/domain';
import type { Db } from '../db/database.ts';
import { loanOrders, users } from '../db/schema.ts';
import { recordDisbursement } from '../modules/disbursement/disbursement-service.ts';
import { postToLedger } from '../modules/orders/orders-service.ts';

export interface SeededLoan {
  id: string;
  market: MarketId;
  productId: string;
  amount: number;
  quote: LoanQuote;
  credits: { businessDate: string; amount: number }[];
}

/**
 * A disbursed loan written straight to the tables (tests of close of business only): its order,
 * its schedule and the ledger entries a payout writes, plus any repayments (negative credits).
 */
export async function seedLoan(
  db: Db,
  loan: {
    market?: MarketId;
    productId?: string;
    amountMinor: number;
    startDate: string;
    status?: number;
    repayments?: { businessDate: string; amount: number }[];
  },
): Promise<SeededLoan> {
  const market = loan.market ?? 'MX';
  const productId = loan.productId ?? (market === 'MX' ? 'mx-91' : 'ng-91');
  const product = findProduct(productId);
  if (!product) throw new Error(`no product ${productId}`);
  const quote = priceLoan(product, MARKET_LENDING[market], {
    amountMinor: loan.amountMinor,
    startDate: loan.startDate,
    repeat: false,
  });
  const at = new Date(`${loan.startDate}T18:00:00Z`);
  const [user] = await db
    .insert(users)
    .values({ market, mobile: '5500000000', e164: `+seed-${randomUUID()}`, createdAt: at })
    .returning();
  const [order] = await db
    .insert(loanOrders)
    .values({
      orderNo: `SEED${randomUUID().slice(0, 12)}`,
      userId: user?.id as string,
      market,
      productId,
      status: loan.status ?? ORDER_STATUS.Repaying,
      amount: loan.amountMinor,
      quote,
      appliedAt: at,
      decideAt: at,
      disbursedAt: at,
      startDate: loan.startDate,
      dueDate: quote.dueDate,
      updatedAt: at,
    })
    .returning();
  const id = order?.id as string;
  await recordDisbursement(db, id, quote, loan.startDate, at);
  const credits = (loan.repayments ?? []).map((r) => ({ businessDate: r.businessDate, amount: -r.amount }));
  await postToLedger(
    db,
    credits.map((c, i) => ({
      orderId: id,
      kind: 'repayment' as const,
      amount: c.amount,
      businessDate: c.businessDate,
      at: new Date(`${c.businessDate}T12:00:00Z`),
      ref: `seed-${i}`,
    })),
  );
  return { id, market, productId, amount: loan.amountMinor, quote, credits };
}
