import { findProduct, type LoanProduct } from '@puente/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productVersions, staffAudit } from '../../../db/schema.ts';
import { describeEngines } from '../../../testing/describe-engines.ts';
import { applyFor, onboardedBorrower } from '../../../testing/loan-fixtures.ts';
import { type SignedInStaff, signInStaff, staffCall } from '../../../testing/staff-fixtures.ts';
import { ENGINES } from '../../../testing/test-database.ts';
import { startTestService, type TestService } from '../../../testing/test-service.ts';
import { disbursedOrder, orderRow } from '../../disbursement/money-fixtures.ts';

const MX_91 = findProduct('mx-91') as LoanProduct;
const DAY_MS = 86_400_000;

describeEngines(ENGINES)('products managed from the console on %s', (engine) => {
  let s: TestService;
  let finance: SignedInStaff;
  let admin: SignedInStaff;
  beforeAll(async () => {
    s = await startTestService(engine);
    finance = await signInStaff(s, 'finance');
    admin = await signInStaff(s, 'administrator');
  });
  afterAll(() => s.close());

  const inDays = (days: number) => new Date(s.clock.now().getTime() + days * DAY_MS).toISOString();
  const propose = (who: SignedInStaff, product: LoanProduct, effectiveFrom: string, lang = 'en') =>
    staffCall(
      s,
      who,
      'POST',
      '/products/proposals',
      { market: product.market, productId: product.id, product, effectiveFrom, note: 'test' },
      { lang },
    );

  it("starts from the code's products as version 1 of each, on a database that had none", async () => {
    const listed = await staffCall(s, finance, 'GET', '/products?market=MX');
    expect(listed.status).toBe(200);
    expect(listed.data.items.map((i: { productId: string }) => i.productId)).toEqual(['mx-91', 'mx-180']);
    expect(listed.data.items[0]).toMatchObject({ current: { version: 1, product: MX_91 }, upcoming: [] });
    const stored = await s.database.db.select().from(productVersions);
    expect(stored.map((row) => row.productId).sort()).toEqual(['mx-180', 'mx-91', 'ng-180', 'ng-91']);
  });

  it('refuses a change over a ceiling, naming the field, in the reader’s language', async () => {
    const greedy = { ...MX_91, interestPpmPerDay: { first: 1_000, repeat: 600 } };
    const interest = await propose(finance, greedy, inDays(1));
    expect(interest).toMatchObject({ status: 400, code: 10011504 });
    expect(interest.msg).toContain('product.interestPpmPerDay.first');
    expect(interest.msg).toContain('36.5 %');
    expect(interest.data).toMatchObject({ field: 'product.interestPpmPerDay.first' });

    const costly = { ...MX_91, feePpmPerDay: 3_000 };
    const cat = await propose(finance, costly, inDays(1), 'es');
    expect(cat).toMatchObject({ status: 400, code: 10011505, data: { field: 'product.annualCost' } });
    expect(cat.msg).toMatch(/^En product\.annualCost el CAT llega a/);

    const past = await propose(finance, { ...MX_91, feePpmPerDay: 400 }, inDays(-1));
    expect(past).toMatchObject({ status: 400, code: 10011503, data: { field: 'effectiveFrom' } });

    const shape = await propose(finance, { ...MX_91, tenorDays: 'long' } as never, inDays(1));
    expect(shape).toMatchObject({ status: 400 });
    expect(shape.msg).toContain('tenorDays');
    const proposals = await staffCall(s, finance, 'GET', '/products/proposals');
    expect(proposals.data.items).toEqual([]);
  });

  it('needs a different member with products.approve; the maker can never approve', async () => {
    const change = { ...MX_91, id: 'mx-180', amount: { min: 300_000, max: 5_000_000, step: 50_000 } };
    const mine = await propose(
      admin,
      { ...change, tenorDays: 180, phases: 6, feePpmPerDay: 250 },
      inDays(30),
    );
    expect(mine).toMatchObject({ status: 200, data: { status: 'proposed', kind: 'product.change' } });
    const self = await staffCall(s, admin, 'POST', `/products/proposals/${mine.data.id}/approve`, {});
    expect(self).toMatchObject({ status: 409, code: 10011004 });
    const byFinance = await staffCall(s, finance, 'POST', `/products/proposals/${mine.data.id}/approve`, {});
    expect(byFinance).toMatchObject({ status: 403, code: 10011002 });
    const other = await signInStaff(s, 'administrator');
    const rejected = await staffCall(s, other, 'POST', `/products/proposals/${mine.data.id}/reject`, {
      note: 'not now',
    });
    expect(rejected).toMatchObject({ status: 200, data: { status: 'rejected', decidedBy: other.memberId } });
    const versions = await staffCall(s, finance, 'GET', '/products/MX/mx-180/versions');
    expect(versions.data.items.map((v: { version: number }) => v.version)).toEqual([1]);
  });

  it('prices applications from the day the change takes effect, never a loan signed before', async () => {
    const cheaper = { ...MX_91, feePpmPerDay: 400, penaltyPpmPerDay: 4_000 };
    const proposed = await propose(finance, cheaper, inDays(1));
    expect(proposed.status).toBe(200);
    const approved = await staffCall(s, admin, 'POST', `/products/proposals/${proposed.data.id}/approve`, {});
    expect(approved).toMatchObject({
      status: 200,
      data: { status: 'approved', outcome: { productId: 'mx-91', version: 2 } },
    });
    const audit = await s.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'product.versioned'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ memberId: admin.memberId, subjectId: 'MX/mx-91' });

    const listed = await staffCall(s, finance, 'GET', '/products?market=MX');
    expect(listed.data.items[0].current.version).toBe(1);
    expect(listed.data.items[0].upcoming).toMatchObject([
      { version: 2, proposedBy: finance.memberId, approvedBy: admin.memberId },
    ]);

    // Today: still version 1, and the loan signed today keeps it.
    const early = await onboardedBorrower(s);
    const signedNo = await disbursedOrder(s, early, { productId: 'mx-91', loanAmount: 2000 });
    const signed = await orderRow(s, signedNo);
    expect(signed.quote.terms?.feePpmPerDay).toBe(500);

    await s.advanceDays(2);
    const late = await onboardedBorrower(s);
    const lateNo = await applyFor(s, late, { productId: 'mx-91', loanAmount: 2000 });
    const later = await orderRow(s, lateNo);
    expect(later.quote.terms?.feePpmPerDay).toBe(400);
    expect(later.quote.penaltyPpmPerDay).toBe(4_000);
    expect(later.quote.fee).toBeLessThan(signed.quote.fee);

    const after = await orderRow(s, signedNo);
    expect(after.quote).toEqual(signed.quote);
    expect(after.quote.penaltyPpmPerDay).toBe(5_000);

    const now = await staffCall(s, finance, 'GET', '/products?market=MX');
    expect(now.data.items[0]).toMatchObject({ current: { version: 2 }, upcoming: [] });
    const versions = await staffCall(s, finance, 'GET', '/products/MX/mx-91/versions');
    expect(versions.data.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });
});
