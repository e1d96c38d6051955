import type { ProductVersionRow } from './product-version-repository.ts';

/** One version as the console reads it. */
export function versionView(row: ProductVersionRow) {
  return {
    market: row.market,
    productId: row.productId,
    version: row.version,
    effectiveFrom: row.effectiveFrom.toISOString(),
    product: row.product,
    proposalId: row.proposalId,
    proposedBy: row.proposedBy,
    approvedBy: row.approvedBy,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
