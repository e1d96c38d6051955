import {
  ERRORS,
  findProduct,
  interestTaxOf,
  type LoanProduct,
  type LoanQuote,
  toMajor,
} from '@puente/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  cobRuns,
  incomingPayments,
  ledgerEntries,
  loanOrders,
  loanPhases,
  orderEvents,
  payouts,
  standinRecords,
} from '../../db/schema.ts';
import { describeEngines } from '../../testing/describe-engines.ts';
import { advanceMinutes, applyFor, type Borrower, onboardedBorrower } from '../../testing/loan-fixtures.ts';
import { ENGINES } from '../../testing/test-database.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { changeAccount, clabeEnding, logInAgain, sign } from '../disbursement/money-fixtures.ts';
import { balances, CHARGE_KINDS, CREDIT_KINDS, ORDER_LEVEL_CHARGES } from '../orders/ledger-repository.ts';
import { dueBy, expectedPenalties, type InterestRebate } from './ledger-check.ts';
import { generator, runFingerprint, seededOrderNumbers, seededStart } from './seeded-run.ts';

const DAY_MS = 86_400_000;
/**
 * Replay a run with RANDOMISED_RUN_SEED=<its seed>: the borrowers' choices, the order numbers (and so
 * which payouts fail) and every date follow from it. On PGlite, whose one connection serialises the
 * two ticks sent at once, the replay is exact; on PostgreSQL those ticks race as two instances'
 * would, so a run replays exactly up to the first double tick.
 */
const SEED = Number(process.env.RANDOMISED_RUN_SEED ?? 20_261_121);
const STEPS = 120;
/** The wall clock moves this much per step, as borrowers take time between calls. */
const STEP_MS = 1_000;

describeEngines(ENGINES)('a randomised run of loans on %s', (engine) => {
  let s: TestService;
  // Business time is the wall clock plus the tester's moves: the service's wall clock starts at the
  // seed's date and moves only as the run says, so every date of the run is the seed's.
  let wall = seededStart(SEED);
  beforeAll(async () => {
    s = await startTestService(
      engine,
      { sandboxPayoutFailureRate: 0.25 },
      { wall: () => wall, newOrderNo: seededOrderNumbers(SEED) },
    );
  });
  afterAll(() => s?.close());

  // Dozens of borrowers over many business days: minutes of work on a loaded 2-core machine.
  it(`leaves every order's ledger reconciled with its balances (seed ${SEED})`, async ({ onTestFailed }) => {
    onTestFailed(() => console.error(`randomised run failed: replay it with RANDOMISED_RUN_SEED=${SEED}`));
    const random = generator(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const people: { b: Borrower; loggedInAt: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const b = await onboardedBorrower(s, i === 5 ? { 1: 'yes' } : {});
      if (i % 3 === 1) await changeAccount(s, b, clabeEnding('0000'));
      // The first application submits the onboarding (unsubmitted data is deleted after a week).
      await applyFor(s, b, { productId: pick(['mx-91', 'mx-180']), loanAmount: pick([3000, 4000, 5000]) });
      people.push({ b, loggedInAt: s.clock.now().getTime() });
    }
    const log: string[] = [];
    let transfers = 0;
    const latestOf = async (b: Borrower) =>
      (
        await s.database.db
          .select()
          .from(loanOrders)
          .where(eq(loanOrders.userId, b.userId))
          .orderBy(sql`${loanOrders.appliedAt} desc`)
          .limit(1)
      )[0];

    for (let step = 0; step < STEPS; step++) {
      wall += STEP_MS;
      // Borrowers with an offer or a failed payout act sooner, as they would (offers expire in a day).
      const waiting: typeof people = [];
      for (const p of people) if ([14, 18, 10].includes((await latestOf(p.b))?.status ?? 0)) waiting.push(p);
      const person = waiting.length > 0 && random() < 0.7 ? pick(waiting) : pick(people);
      if (s.clock.now().getTime() - person.loggedInAt > 25 * DAY_MS) {
        person.b = await logInAgain(s, person.b);
        person.loggedInAt = s.clock.now().getTime();
      }
      const { b } = person;
      const token = b.token;
      const order = await latestOf(b);
      const roll = random();
      if (roll < 0.6) {
        // The borrower's next natural step, most of the time; sometimes they give up instead.
        const status = order?.status;
        const act = random();
        if (!order || [4, 8, 9].includes(status as number)) {
          const productId = pick(['mx-91', 'mx-180']);
          const steps = await s.call('GET', '/loan/product/step-amount', { productId }, { token });
          const loanAmount = pick(steps.data.amounts as number[]);
          const applied = await s.call(
            'POST',
            '/loan/loan-order/apply-market',
            { productId, loanAmount },
            { token },
          );
          log.push(`${step} apply ${productId} ${loanAmount}: ${applied.code}`);
          expect([0, ERRORS.rejectedRecently.code, ERRORS.amountOutOfRange.code]).toContain(applied.code);
        } else if ([14, 18, 10].includes(status as number) && act < 0.1) {
          const cancelled = await s.call(
            'POST',
            '/loan/cancel-draw-money',
            { orderNo: order.orderNo },
            { token },
          );
          log.push(`${step} cancel ${order.orderNo}: ${cancelled.code}`);
          expect([0, ERRORS.cancelRefused.code]).toContain(cancelled.code);
        } else if (status === 14) {
          const signed = await sign(s, b, order.orderNo);
          log.push(`${step} sign ${order.orderNo}: ${signed.code}`);
          expect([0, ERRORS.offerExpired.code]).toContain(signed.code);
        } else if (status === 18) {
          const got = await s.call('POST', '/loan/get-money', { orderNo: order.orderNo }, { token });
          log.push(`${step} get-money ${order.orderNo}: ${got.code}`);
          expect([0, ERRORS.offerExpired.code]).toContain(got.code);
        } else if (status === 10) {
          if (act < 0.7) await changeAccount(s, b, clabeEnding(pick(['0000', '1234', '5678', '2468'])));
          const again = await s.call('POST', '/loan/get-money-plus', { orderNo: order.orderNo }, { token });
          log.push(`${step} get-money-plus ${order.orderNo}: ${again.code}`);
          expect([0, ERRORS.orderNotReady.code]).toContain(again.code);
        } else if ((status === 2 || status === 3) && act < 0.4) {
          // A SPEI transfer to the borrower's own CLABE, credited when STP's webhook arrives at a
          // later tick: usually part of the debt in whole pesos, sometimes all of it.
          const [due] = (await balances(s.database.db, [order.id])).values();
          const unrepaid = due?.unrepaid ?? 0;
          const amount = random() < 0.15 ? unrepaid : Math.floor((unrepaid * random() * 0.4) / 100) * 100;
          if (amount > 0) {
            const clabe = (await s.call('GET', '/repay/getStpClabe', { orderNo: order.orderNo }, { token }))
              .data.clabe as string;
            const sent = await s.app.inject({
              method: 'POST',
              url: '/dev/stp/transfer',
              payload: { clabe, amount: toMajor(amount) },
            });
            expect(sent.json().code, sent.body).toBe(0);
            transfers += 1;
            log.push(`${step} transfer ${order.orderNo} ${amount}`);
          }
        }
      } else {
        const size = random();
        const payload =
          size < 0.5
            ? { minutes: 1 + Math.floor(random() * 90) }
            : size < 0.9
              ? { hours: 1 + Math.floor(random() * 30) }
              : { days: 1 + Math.floor(random() * 40) };
        // Sometimes two ticks at once, as two instances would run them.
        const times = random() < 0.3 ? 2 : 1;
        const moved = await Promise.all(
          Array.from({ length: times }, () =>
            s.app.inject({ method: 'POST', url: '/dev/clock/advance', payload }),
          ),
        );
        for (const m of moved) expect(m.json().code, m.body).toBe(0);
        log.push(`${step} advance ${JSON.stringify(payload)} ×${times}`);
      }
    }
    // Let every payout on its way settle, then forty days twice: loans fall due, dates are closed.
    await advanceMinutes(s, 61);
    await advanceMinutes(s, 61);
    await s.advanceDays(40);
    await s.advanceDays(40);

    const db = s.database.db;
    // Two runs of one seed print the same line (on PostgreSQL, up to the double ticks' race).
    const fingerprint = await runFingerprint(db);
    console.log(
      `randomised run on ${engine}, seed ${SEED}: ${fingerprint.orders} orders, ` +
        `${fingerprint.entries} ledger entries, digest ${fingerprint.digest}`,
    );
    const orders = await db.select().from(loanOrders);
    const entries = await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id));
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const last = String(
      rows(
        await db.execute(sql`select max(business_date)::text as last from cob_runs where market = 'MX'`),
      )[0]?.last,
    );
    const statuses = orders.map((o) => o.status);
    // The run must have reached the interesting places, or it proves little.
    expect(statuses.filter((st) => st === 3).length, log.join('\n')).toBeGreaterThanOrEqual(1);
    expect(entries.some((e) => e.kind === 'penalty')).toBe(true);
    expect(transfers, log.join('\n')).toBeGreaterThan(0);
    expect(
      orders.some((o) => o.status === 8 || o.status === 10) ||
        (await db.select().from(payouts)).some((p) => p.status === 'failed'),
    ).toBe(true);

    const duplicates = await db.execute(
      sql`select order_id, kind, ref, count(*) from ledger_entries group by order_id, kind, ref having count(*) > 1`,
    );
    expect(rows(duplicates)).toEqual([]);
    const duplicateTransfers = await db.execute(
      sql`select reference from sandbox.transfers group by reference having count(*) > 1`,
    );
    expect(rows(duplicateTransfers)).toEqual([]);

    const all = await balances(
      db,
      orders.map((o) => o.id),
    );
    for (const order of orders) {
      const mine = entries.filter((e) => e.orderId === order.id);
      const sum = (kinds: readonly string[]) =>
        mine.filter((e) => kinds.includes(e.kind)).reduce((a, e) => a + e.amount, 0);
      const attempts = await db
        .select()
        .from(payouts)
        .where(eq(payouts.orderId, order.id))
        .orderBy(asc(payouts.attempt));
      const events = await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.id));
      // The event chain is unbroken and ends at the order's status.
      expect(events.map((e) => e.fromStatus)).toEqual([null, ...events.slice(0, -1).map((e) => e.toStatus)]);
      expect(events.at(-1)?.toStatus).toBe(order.status);

      const disbursed = [2, 3, 4].includes(order.status);
      expect(attempts.filter((p) => p.status === 'succeeded')).toHaveLength(disbursed ? 1 : 0);
      if (!disbursed) {
        expect(mine.filter((e) => e.kind !== 'repayment')).toEqual([]);
        if (order.status === 19) expect(['queued', 'sending']).toContain(attempts.at(-1)?.status);
        if (order.status === 7) expect(attempts.at(-1)?.status).toBe('sent');
        if (order.status === 10) expect(attempts.at(-1)?.status).toBe('failed');
        continue;
      }
      const quote = order.quote as LoanQuote;
      const phases = await db
        .select()
        .from(loanPhases)
        .where(eq(loanPhases.orderId, order.id))
        .orderBy(loanPhases.phase);
      // Principal repaid early takes the interest it would have borne, and that interest's tax, off its
      // phase, in the ledger and in the schedule close of business reads alike.
      const rebates = mine.filter((e) => (e.kind === 'interest' || e.kind === 'interestTax') && e.amount < 0);
      const rebatedFrom = (phase: number) =>
        rebates.filter((r) => r.phase === phase).reduce((a, r) => a + r.amount, 0);
      expect(phases.map((p) => [p.dueDate, p.total])).toEqual(
        quote.phases.map((p) => [p.dueDate, p.total + rebatedFrom(p.phase)]),
      );
      expect(sum(['payout'])).toBe(quote.disbursed);
      expect(attempts.find((p) => p.status === 'succeeded')?.amount).toBe(quote.disbursed);
      const rebated = rebates.reduce((a, r) => a + r.amount, 0);
      expect(sum(['principal', 'fee', 'tax', 'interest', 'interestTax'])).toBe(quote.totalRepay + rebated);
      // Each phase's interest carries the tax the domain puts on it, whatever was taken off since:
      // the rate on the interest booked less the coupon still on it (IVA 16 % in Mexico).
      for (const phase of quote.phases) {
        const ofPhase = (kind: string, appliesTo?: string) =>
          mine
            .filter(
              (e) => e.phase === phase.phase && e.kind === kind && (!appliesTo || e.appliesTo === appliesTo),
            )
            .reduce((a, e) => a + e.amount, 0);
        const coupon = -ofPhase('coupon', 'interest');
        expect(ofPhase('interestTax')).toBe(interestTaxOf(ofPhase('interest'), coupon, quote.interestTaxPpm));
        expect(quote.interestTaxPpm).toBe(160_000);
      }
      for (const phase of quote.phases) {
        const ofPhase = mine
          .filter((e) => e.ref === `phase-${phase.phase}`)
          .reduce((a, e) => a + e.amount, 0);
        expect(ofPhase).toBe(phase.total);
      }
      // What settled the schedule: paying a penalty pays no instalment.
      const toSchedule = mine.filter(
        (e) => CREDIT_KINDS.includes(e.kind as never) && !ORDER_LEVEL_CHARGES.includes(e.appliesTo as never),
      );
      const credits = toSchedule.map((e) => ({ businessDate: e.businessDate, amount: e.amount }));
      const product = findProduct(order.productId) as LoanProduct;
      const expected = expectedPenalties(
        product,
        order.amount,
        quote.phases,
        credits,
        { from: quote.startDate, to: last },
        rebates,
      );
      const penalties = new Map(
        mine.filter((e) => e.kind === 'penalty').map((e) => [e.businessDate, e.amount]),
      );
      expect(penalties, `${order.orderNo}\n${log.join('\n')}`).toEqual(expected);
      if (order.status === 4) expect(all.get(order.id)?.unrepaid).toBe(0);
      else expect(order.status).toBe(overdueAt(quote, credits, rebates, last) ? 3 : 2);
      // Every payment STP notified is credited to this order, whole: allocated or held as a credit.
      const received = (
        await db.select().from(incomingPayments).where(eq(incomingPayments.orderId, order.id))
      )
        .filter((p) => p.status === 'credited')
        .reduce((a, p) => a + p.amount, 0);
      expect(received).toBe(0 - sum([...CREDIT_KINDS, 'overpayment']));
      // Balances derived from the entries agree with a sum taken here, kind by kind.
      expect(all.get(order.id)).toEqual({
        charged: sum(CHARGE_KINDS),
        paid: 0 - sum(['repayment']),
        discount: 0 - sum(['coupon']),
        // Money paid to the schedule: a coupon is no payment.
        schedulePaid: 0 - toSchedule.filter((e) => e.kind === 'repayment').reduce((a, e) => a + e.amount, 0),
        unrepaid: sum(CHARGE_KINDS) + sum(CREDIT_KINDS),
        penalty: sum(['penalty']),
        payout: sum(['payout']),
        credit: 0 - sum(['overpayment']),
      });
      expect(sum(CHARGE_KINDS)).toBe(quote.totalRepay + rebated + sum(['penalty']));
    }
    // Close of business ran every date once, without a gap, in each market.
    for (const market of ['MX', 'NG']) {
      const dates = (
        await db.select().from(cobRuns).where(eq(cobRuns.market, market)).orderBy(cobRuns.businessDate)
      ).map((r) => Date.parse(r.businessDate));
      expect(dates.slice(1).map((d, i) => d - (dates[i] as number))).toEqual(
        dates.slice(1).map(() => DAY_MS),
      );
    }
    // Every transfer made reached the service once, and none is left undelivered.
    expect((await db.select().from(incomingPayments)).length).toBe(transfers);
    // Nigeria's payouts as transfers at the Paystack stand-in, Mexico's as orders at the STP stand-in.
    const stpOrders = await db.select().from(standinRecords).where(eq(standinRecords.kind, 'sent'));
    const paystackTransfers = await db
      .select()
      .from(standinRecords)
      .where(and(eq(standinRecords.provider, 'paystack'), eq(standinRecords.kind, 'transfer')));
    expect(paystackTransfers.length + stpOrders.length).toBe(
      (await db.select().from(payouts)).filter((p) => p.providerRef).length,
    );
  }, 180_000);
});

function overdueAt(
  quote: LoanQuote,
  credits: { businessDate: string; amount: number }[],
  rebates: readonly InterestRebate[],
  last: string,
): boolean {
  return quote.phases.some((phase) => {
    if (phase.dueDate > last) return false;
    const due = dueBy(quote.phases, rebates, phase.dueDate);
    const paidBy = (date: string) =>
      credits.filter((c) => c.businessDate <= date).reduce((a, c) => a - c.amount, 0);
    return due > paidBy(phase.dueDate);
  });
}
