import { toMajor, toMinor } from '@puente/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../testing/describe-engines.ts';
import { NAIJA, repayingNgBorrower } from '../../testing/nigeria-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import type { TestService } from '../../testing/test-service.ts';
import { orderRow } from '../disbursement/money-fixtures.ts';
import {
  entriesOf,
  postWebhook,
  repayingBorrower,
  startRepaymentService,
  stpTransfer,
} from './repayment-fixtures.ts';

/**
 * The tax on interest on the ledger (docs/decisions/029-tax-on-interest.md): Mexico's IVA at 16 % on
 * each phase's interest, booked with it when the money is sent, and owed, like the interest, only
 * as the interest accrues; Nigeria's interest carries no VAT. Figures worked out by hand.
 */
describeEngines(ENGINES)('the tax on interest on %s', (engine) => {
  let s: TestService;
  beforeAll(async () => {
    s = await startRepaymentService(engine);
  });
  afterAll(() => s.close());

  const byPhase = async (orderId: string, kind: string) =>
    (await entriesOf(s, orderId, kind)).map((e) => [e.phase, e.amount]);
  const netOf = async (orderId: string, kind: string) =>
    (await entriesOf(s, orderId, kind)).reduce((sum, e) => sum + e.amount, 0);

  it("books a Mexican loan's IVA on interest per phase, and a payoff on day 10 pays ten days' interest and their IVA", async () => {
    const { b, orderNo } = await repayingBorrower(s, 3000);
    const order = await orderRow(s, orderNo);
    // mx-91, 3,000 MXN, first loan: interest 81.00 (30 days on 3,000), 55.80 (31 on 2,000), 27.00
    // (30 on 1,000); IVA 12.96, 8.93 (8.928) and 4.32.
    expect(await byPhase(order.id, 'interest')).toEqual([
      [1, 8_100],
      [2, 5_580],
      [3, 2_700],
    ]);
    expect(await byPhase(order.id, 'interestTax')).toEqual([
      [1, 1_296],
      [2, 893],
      [3, 432],
    ]);
    expect(order.quote.totalRepay).toBe(300_000 + 16_380 + 2_621);

    await s.advanceDays(10);
    const detail = (await s.call('GET', '/repay/repay-order/detail', { orderNo }, { token: b.token })).data;
    // Ten days of 0.09 % on 3,000 = 27.00, and 16 % of it = 4.32: not the whole term's interest.
    expect(toMinor(detail.totalOwed)).toBe(300_000 + 2_700 + 432);
    expect(detail.breakdown).toMatchObject({ principal: 3000, interest: 27, interestTax: 4.32, tax: 0 });

    const clabe = (await s.call('GET', '/repay/getStpClabe', { orderNo }, { token: b.token })).data
      .clabe as string;
    const paid = await postWebhook(s, 'stp', await stpTransfer(s, clabe, 303_132, 'payoff-day-10'));
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(s, orderNo)).status).toBe(4);
    const repayments = (await entriesOf(s, order.id, 'repayment')).map((e) => [
      e.appliesTo,
      e.phase,
      e.amount,
    ]);
    expect(repayments).toEqual([
      ['interest', 1, -2_700],
      ['interestTax', 1, -432],
      ['principal', 1, -100_000],
      ['principal', 2, -100_000],
      ['principal', 3, -100_000],
    ]);
    // What was not earned is taken off, the IVA with it: the books hold ten days and their IVA.
    expect(await netOf(order.id, 'interest')).toBe(2_700);
    expect(await netOf(order.id, 'interestTax')).toBe(432);

    const latest = (await s.call('GET', '/loan/loan-order/latest', {}, { token: b.token })).data.order;
    const lines = latest.statement as { description: string; amount: number }[];
    expect(lines.filter((l) => l.description === 'Tax on the interest').map((l) => l.amount)).toEqual([
      12.96, 8.93, 4.32,
    ]);
    // 54.00 + 55.80 + 27.00 of interest and 8.64 + 8.93 + 4.32 of IVA, on one line.
    expect(
      lines.find((l) => l.description === 'Interest and its tax taken off for paying early')?.amount,
    ).toBe(toMajor(-(13_680 + 2_189)));
    expect(latest.quote).toMatchObject({ interestTax: 26.21, interestTaxRate: 16 });
  });

  it('books no tax on a Nigerian loan’s interest', async () => {
    const { b, orderNo } = await repayingNgBorrower(s);
    const order = await orderRow(s, orderNo);
    expect((await entriesOf(s, order.id, 'interest')).length).toBeGreaterThan(0);
    expect(await entriesOf(s, order.id, 'interestTax')).toEqual([]);
    await s.advanceDays(10);
    const detail = (
      await s.call('GET', '/repay/repay-order/detail', { orderNo }, { ...NAIJA, token: b.token })
    ).data;
    expect(detail.breakdown.interestTax).toBe(0);
    expect(detail.breakdown.interest).toBeGreaterThan(0);
  });
});
