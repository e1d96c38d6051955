import {
  DomainError,
  formatMoney,
  type LoanProduct,
  loanProductSchema,
  MARKET_LENDING,
  MAX_FEE_PPM_PER_DAY,
  MAX_PENALTY_CAP_PPM,
  MAX_PENALTY_PPM_PER_DAY,
  type MarketId,
  type ProductProblem,
  productChangeProblem,
} from '@puente/domain';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { ProposalKind } from '../../staff/proposals/proposal-kinds.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import { inForceAt } from './product-catalogue.ts';
import { insertVersion, seedFromCode, versionsOf } from './product-version-repository.ts';

export const productChangePayload = z
  .object({
    market: z.enum(['MX', 'NG']),
    productId: z.string().min(1).max(40),
    product: loanProductSchema,
    effectiveFrom: z.iso.datetime({ offset: true }),
  })
  .strict();
export type ProductChangePayload = z.infer<typeof productChangePayload>;

/**
 * `product.change` (decision 056): a new version of one product, from a stated instant. Checked
 * with the domain's rules when proposed and again when approved (the date may have passed
 * meanwhile); approving writes the version, which prices applications made from that instant on.
 */
export function productChangeKind(onWritten: () => void): ProposalKind<ProductChangePayload> {
  return {
    kind: 'product.change',
    family: 'products',
    payload: productChangePayload,
    async check(tx, payload, now) {
      await currentVersions(tx, payload, now);
      refuseProblem(payload, now);
      return {
        subjectType: 'product',
        subjectId: `${payload.market}/${payload.productId}`,
        customerId: null,
      };
    },
    async carryOut(tx, payload, { proposalId, approver, proposerId, now }) {
      const versions = await currentVersions(tx, payload, now);
      refuseProblem(payload, now);
      const effectiveFrom = new Date(payload.effectiveFrom);
      const before = inForceAt(versions, payload.market, effectiveFrom)[0] ?? null;
      const row = await insertVersion(tx, {
        product: payload.product as LoanProduct,
        effectiveFrom,
        proposalId,
        proposedBy: proposerId,
        approvedBy: approver.memberId,
        note: null,
        now,
      });
      await recordStaffAction(tx, approver, now, {
        action: 'product.versioned',
        subjectType: 'product',
        subjectId: `${payload.market}/${payload.productId}`,
        before: before && { version: before.version, product: before.product },
        after: { version: row.version, effectiveFrom: payload.effectiveFrom, product: payload.product },
      });
      onWritten();
      return {
        productId: row.productId,
        version: row.version,
        effectiveFrom: row.effectiveFrom.toISOString(),
      };
    },
  };
}

/** The product's versions; a product that has none (nor one in code) cannot be changed. */
async function currentVersions(tx: Db, payload: ProductChangePayload, now: Date) {
  let versions = await versionsOf(tx, payload.market, payload.productId);
  if (versions.length === 0) {
    await seedFromCode(tx, now);
    versions = await versionsOf(tx, payload.market, payload.productId);
  }
  if (versions.length === 0)
    throw new DomainError('productUnknown', { market: payload.market, productId: payload.productId });
  return versions;
}

function refuseProblem(payload: ProductChangePayload, now: Date): void {
  const change = {
    market: payload.market as MarketId,
    productId: payload.productId,
    product: payload.product as LoanProduct,
    effectiveFrom: new Date(payload.effectiveFrom),
  };
  const problem = productChangeProblem(change, now, MARKET_LENDING);
  if (problem) throw refusal(problem, change.market, payload.effectiveFrom);
}

/** The domain's rule as an answer naming the field, with the figures where the rule has them. */
export function refusal(problem: ProductProblem, market: MarketId, effectiveFrom: string): DomainError {
  const { field, figures } = problem;
  const data = { field, rule: problem.rule, figures: figures ?? null };
  const percent = (ppm: number) => ppm / 10_000;
  switch (field) {
    case 'effectiveFrom':
      return new DomainError('productChangeInPast', { effectiveFrom }, { data });
    case 'product.interestPpmPerDay.first':
      return new DomainError(
        'productInterestOverCeiling',
        { field, rate: figures?.rate ?? 0, ceiling: figures?.ceiling ?? 0 },
        { data },
      );
    case 'product.annualCost':
      return new DomainError(
        'productAnnualCostOverCeiling',
        {
          field,
          name: MARKET_LENDING[market].annualCostName,
          amount: formatMoney(figures?.amount ?? 0, market, 'en'),
          cost: figures?.cost ?? 0,
          ceiling: figures?.ceiling ?? 0,
        },
        { data },
      );
    case 'product.feePpmPerDay':
      return new DomainError(
        'productFeeOverCeiling',
        { field, ceiling: percent(MAX_FEE_PPM_PER_DAY) },
        { data },
      );
    case 'product.penaltyPpmPerDay':
      return new DomainError(
        'productPenaltyOverCeiling',
        { field, ceiling: `${percent(MAX_PENALTY_PPM_PER_DAY)} %/d` },
        { data },
      );
    case 'product.penaltyCapPpm':
      return new DomainError(
        'productPenaltyOverCeiling',
        { field, ceiling: `${percent(MAX_PENALTY_CAP_PPM)} %` },
        { data },
      );
    default:
      return new DomainError('productChangeInvalid', { field, rule: problem.rule }, { data });
  }
}
