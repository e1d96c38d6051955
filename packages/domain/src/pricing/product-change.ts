import { z } from 'zod';
import type { MarketId } from '../markets/markets.ts';
import { ALLOCATION_KINDS } from '../repayment/allocation-kinds.ts';
import type { LoanProduct, MarketLending } from './loan-product.ts';
import { type ProductProblem, productProblem } from './validate-products.ts';

const whole = z.number().int();
const text = z.string().trim().min(1).max(80);

/**
 * A loan product as JSON (a proposed version, or one read back from the table of versions): the
 * shape of `LoanProduct`, nothing more. The rules a shape cannot say are `productProblem`'s.
 */
export const loanProductSchema = z
  .object({
    id: z.string().min(1).max(40),
    market: z.enum(['MX', 'NG']),
    name: z.object({ en: text, es: text }).strict(),
    amount: z.object({ min: whole, max: whole, step: whole }).strict(),
    tenorDays: whole,
    phases: whole,
    interestPpmPerDay: z.object({ first: whole, repeat: whole }).strict(),
    feePpmPerDay: whole,
    feeUpfront: z.boolean(),
    penaltyPpmPerDay: whole,
    penaltyCapPpm: whole,
    rollover: z.object({ days: whole, feePpm: whole, maxPerLoan: whole }).strict(),
    repayment: z
      .object({
        minMinor: whole,
        stepMinor: whole,
        allowOverpayment: z.boolean(),
        allocation: z.array(z.enum(ALLOCATION_KINDS)),
      })
      .strict(),
    offerValidHours: whole,
  })
  .strict() satisfies z.ZodType<LoanProduct>;

export interface ProductChange {
  market: MarketId;
  productId: string;
  product: LoanProduct;
  effectiveFrom: Date;
}

/**
 * The first reason a proposed version of a product cannot be approved, or null. A version keeps its
 * product's id and market (a new product is not a change of another one), starts no earlier than
 * now (a version that started in the past would reprice applications already made under the one
 * before it), and passes every rule a product written in code passes: the ceilings, and the annual
 * cost at every amount of the range at both rates.
 */
export function productChangeProblem(
  change: ProductChange,
  now: Date,
  lending: Readonly<Record<string, MarketLending>>,
): ProductProblem | null {
  if (change.product.market !== change.market)
    return { field: 'product.market', rule: 'a version keeps the market of its product' };
  if (change.product.id !== change.productId)
    return { field: 'product.id', rule: 'a version keeps the id of its product' };
  if (change.effectiveFrom.getTime() < now.getTime())
    return { field: 'effectiveFrom', rule: 'a version takes effect now or later, never in the past' };
  const problem = productProblem(change.product, lending);
  return problem && { ...problem, field: `product.${problem.field}` };
}
