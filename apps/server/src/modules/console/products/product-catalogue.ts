import { LOAN_PRODUCTS, type LoanProduct, type MarketId } from '@puente/domain';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { ProductsInForce } from '../../../products/products-in-force.ts';
import { allVersions, type ProductVersionRow, seedFromCode } from './product-version-repository.ts';

/**
 * How long one instance trusts its copy of the versions before reading them again. A version is
 * written by another instance only for a date at or after its approval (decision 056), so for at
 * most this long after an approval an instance may still price with the version before it; an
 * approval for a date further ahead than this is never missed.
 */
export const CATALOGUE_TTL_MS = 30_000;

/**
 * The table of product versions held in memory: pricing an application reads no row. The copy is
 * dropped at once on the instance that writes a version, and after `CATALOGUE_TTL_MS` elsewhere.
 */
export class ProductCatalogue implements ProductsInForce {
  private rows: ProductVersionRow[] | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<ProductVersionRow[]> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      clock: BusinessClock;
      ttlMs?: number;
      /** Wall time for the copy's age; the business clock decides which version is in force. */
      wall?: () => number;
    },
  ) {}

  /** Forgets the copy: the next read loads the table again. */
  invalidate(): void {
    this.rows = null;
  }

  async versions(): Promise<ProductVersionRow[]> {
    const wall = this.deps.wall ?? Date.now;
    if (this.rows && wall() - this.loadedAt < (this.deps.ttlMs ?? CATALOGUE_TTL_MS)) return this.rows;
    // Callers at the same moment share one load.
    this.loading ??= this.load(wall).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(wall: () => number): Promise<ProductVersionRow[]> {
    const { db, clock } = this.deps;
    let rows = await allVersions(db);
    if (rows.length === 0 || missesCodeProducts(rows)) {
      await seedFromCode(db, clock.now());
      rows = await allVersions(db);
    }
    this.rows = rows;
    this.loadedAt = wall();
    return rows;
  }

  async inForce(market: MarketId, at: Date): Promise<LoanProduct[]> {
    return inForceAt(await this.versions(), market, at).map((row) => row.product);
  }

  /** Each product's version in force at `at` and the versions already approved to follow it. */
  async overview(market: MarketId, at: Date) {
    const rows = (await this.versions()).filter((row) => row.market === market);
    return inForceAt(rows, market, at).map((current) => ({
      current,
      upcoming: rows
        .filter((row) => row.productId === current.productId && row.effectiveFrom > at)
        .sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime()),
    }));
  }
}

/**
 * The latest version of each product with `effective_from` at or before `at`, in the order the
 * products were first written. Equal dates are settled by the later version.
 */
export function inForceAt(rows: readonly ProductVersionRow[], market: string, at: Date): ProductVersionRow[] {
  const chosen = new Map<string, ProductVersionRow>();
  for (const row of rows) {
    if (row.market !== market || row.effectiveFrom > at) continue;
    const held = chosen.get(row.productId);
    const later =
      !held ||
      row.effectiveFrom > held.effectiveFrom ||
      (row.effectiveFrom.getTime() === held.effectiveFrom.getTime() && row.version > held.version);
    if (later) chosen.set(row.productId, row);
  }
  return [...chosen.values()];
}

function missesCodeProducts(rows: readonly ProductVersionRow[]): boolean {
  const stored = new Set(rows.map((row) => row.productId));
  return CODE_PRODUCT_IDS.some((id) => !stored.has(id));
}

const CODE_PRODUCT_IDS = LOAN_PRODUCTS.map((product) => product.id);
