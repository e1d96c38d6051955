import { findProduct, type LoanProduct } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BusinessClock } from '../../../clock/business-clock.ts';
import type { Database } from '../../../db/database.ts';
import { productVersions } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { ENGINES, openTestDatabase } from '../../../testing/test-database.ts';
import { ProductCatalogue } from './product-catalogue.ts';

const MX_91 = findProduct('mx-91') as LoanProduct;

describeEngines(ENGINES)('the product catalogue on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('prices from memory, sees a version written elsewhere after its time to live, and at once when told', async () => {
    let wall = Date.parse('2026-05-01T00:00:00Z');
    const clock = new BusinessClock(database.db, () => wall);
    const catalogue = new ProductCatalogue({ db: database.db, clock, ttlMs: 30_000, wall: () => wall });
    const fee = async (at: Date) =>
      (await catalogue.inForce('MX', at)).find((p) => p.id === 'mx-91')?.feePpmPerDay;
    const from = new Date(wall + 3_600_000);
    expect(await fee(from)).toBe(500);

    // Another instance approves version 2, in force an hour from now.
    await database.db.insert(productVersions).values({
      market: 'MX',
      productId: 'mx-91',
      version: 2,
      product: { ...MX_91, feePpmPerDay: 450 },
      effectiveFrom: from,
      createdAt: new Date(wall),
    });
    expect(await fee(from)).toBe(500); // still the copy in memory
    wall += 30_000;
    expect(await fee(from)).toBe(450);
    expect(await fee(new Date(from.getTime() - 1))).toBe(500);

    await database.db.insert(productVersions).values({
      market: 'MX',
      productId: 'mx-91',
      version: 3,
      product: { ...MX_91, feePpmPerDay: 420 },
      effectiveFrom: from,
      createdAt: new Date(wall),
    });
    catalogue.invalidate();
    // The same instant: the later version wins.
    expect(await fee(from)).toBe(420);
  });
});
