import { LOAN_PRODUCTS, type LoanProduct } from '@puente/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { productVersions } from '../../../db/schema.ts';

export type ProductVersionRow = typeof productVersions.$inferSelect;

/** Long before any application: version 1, the code's product, has always been in force. */
const BEGINNING = new Date(0);

/** Every version of every product, oldest first (a few dozen rows: products change rarely). */
export async function allVersions(db: Db): Promise<ProductVersionRow[]> {
  return db.select().from(productVersions).orderBy(asc(productVersions.id));
}

export async function versionsOf(db: Db, market: string, productId: string): Promise<ProductVersionRow[]> {
  return db
    .select()
    .from(productVersions)
    .where(and(eq(productVersions.market, market), eq(productVersions.productId, productId)))
    .orderBy(desc(productVersions.version));
}

/**
 * Copies each product written in code that the table does not have yet as its version 1, so a
 * fresh database and one from before decision 056 both start from the code's products. Once a
 * product has a version here the table is its only source: editing it in code changes nothing.
 */
export async function seedFromCode(
  db: Db,
  now: Date,
  products: readonly LoanProduct[] = LOAN_PRODUCTS,
): Promise<void> {
  await db
    .insert(productVersions)
    .values(
      products.map((product) => ({
        market: product.market,
        productId: product.id,
        version: 1,
        product,
        effectiveFrom: BEGINNING,
        note: 'the product written in code',
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Writes the next version; the unique (product, version) key makes two at once fail, not collide. */
export async function insertVersion(
  tx: Db,
  values: {
    product: LoanProduct;
    effectiveFrom: Date;
    proposalId: string;
    proposedBy: string;
    approvedBy: string;
    note: string | null;
    now: Date;
  },
): Promise<ProductVersionRow> {
  const { product } = values;
  const [last] = await tx
    .select({ version: sql<number>`max(${productVersions.version})` })
    .from(productVersions)
    .where(eq(productVersions.productId, product.id));
  const [row] = await tx
    .insert(productVersions)
    .values({
      market: product.market,
      productId: product.id,
      version: (last?.version ?? 0) + 1,
      product,
      effectiveFrom: values.effectiveFrom,
      proposalId: values.proposalId,
      proposedBy: values.proposedBy,
      approvedBy: values.approvedBy,
      note: values.note,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('product version not stored');
  return row;
}
