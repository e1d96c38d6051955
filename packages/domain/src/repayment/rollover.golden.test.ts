import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { findProduct, MARKET_LENDING } from '../pricing/products.ts';
import { type PhaseMove, planRollover, type RolloverPhase } from './rollover.ts';

/**
 * Extensions over several business dates, worked out by hand. The fee is 1 % of the earliest unpaid
 * phase's unpaid amount, rounded half up; the tax is IVA 16 % (VAT 7.5 % in Nigeria) on the rounded
 * fee; every unpaid phase moves 7 days from the later of its due date and the day of the extension.
 * Loans from price-loan.golden.test.ts:
 *   mx-91 1,000 MXN from 2026-11-21: 360.33 on 2026-12-21, 351.93 on 2027-01-21, 342.34 on 2027-02-20
 *   ng-91 50,000 NGN from 2026-01-31: 18,016.66 on 2026-03-02, 17,596.66 on 2026-04-02, 17,116.68 on 2026-05-02
 */
const mx91 = findProduct('mx-91') as LoanProduct;
const ng91 = findProduct('ng-91') as LoanProduct;
const twice: LoanProduct = { ...mx91, rollover: { ...mx91.rollover, maxPerLoan: 2 } };
const never: LoanProduct = { ...mx91, rollover: { ...mx91.rollover, maxPerLoan: 0 } };

const MX_SCHEDULE: RolloverPhase[] = [
  { phase: 1, dueDate: '2026-12-21', unpaidMinor: 36_033 },
  { phase: 2, dueDate: '2027-01-21', unpaidMinor: 35_193 },
  { phase: 3, dueDate: '2027-02-20', unpaidMinor: 34_234 },
];
const unpaid = (amounts: [number, number, number]) =>
  MX_SCHEDULE.map((p, i) => ({ ...p, unpaidMinor: amounts[i] as number }));

type Move = [number, string, string];
type Expected =
  | { refused: 'noneLeft' | 'nothingDue' }
  | { deferred: number; fee: number; tax: number; total: number; moves: Move[] };

interface Row {
  name: string;
  product: LoanProduct;
  today: string;
  usedSoFar: number;
  phases: RolloverPhase[];
  expected: Expected;
}

const ROWS: Row[] = [
  {
    // 1 % of 360.33 = 3.6033 → 3.60; IVA 16 % of 3.60 = 0.576 → 0.58.
    name: 'Mexico, six days before the first due date',
    product: mx91,
    today: '2026-12-15',
    usedSoFar: 0,
    phases: MX_SCHEDULE,
    expected: {
      deferred: 36_033,
      fee: 360,
      tax: 58,
      total: 418,
      moves: [
        [1, '2026-12-21', '2026-12-28'],
        [2, '2027-01-21', '2027-01-28'],
        [3, '2027-02-20', '2027-02-27'],
      ],
    },
  },
  {
    name: 'Mexico, on the due date itself: the same 7 days from the due date',
    product: mx91,
    today: '2026-12-21',
    usedSoFar: 0,
    phases: MX_SCHEDULE,
    expected: {
      deferred: 36_033,
      fee: 360,
      tax: 58,
      total: 418,
      moves: [
        [1, '2026-12-21', '2026-12-28'],
        [2, '2027-01-21', '2027-01-28'],
        [3, '2027-02-20', '2027-02-27'],
      ],
    },
  },
  {
    name: 'Mexico, three days overdue: phase 1 gets 7 days from today, the others from their dates',
    product: mx91,
    today: '2026-12-24',
    usedSoFar: 0,
    phases: MX_SCHEDULE,
    expected: {
      deferred: 36_033,
      fee: 360,
      tax: 58,
      total: 418,
      moves: [
        [1, '2026-12-21', '2026-12-31'],
        [2, '2027-01-21', '2027-01-28'],
        [3, '2027-02-20', '2027-02-27'],
      ],
    },
  },
  {
    // 200.00 paid already: 160.33 left; 1 % = 1.6033 → 1.60; IVA 0.256 → 0.26.
    name: 'Mexico, phase 1 partly paid: the fee is on what is left of it',
    product: mx91,
    today: '2026-12-21',
    usedSoFar: 0,
    phases: unpaid([16_033, 35_193, 34_234]),
    expected: {
      deferred: 16_033,
      fee: 160,
      tax: 26,
      total: 186,
      moves: [
        [1, '2026-12-21', '2026-12-28'],
        [2, '2027-01-21', '2027-01-28'],
        [3, '2027-02-20', '2027-02-27'],
      ],
    },
  },
  {
    // 1 % of 351.93 = 3.5193 → 3.52; IVA 0.5632 → 0.56. Phase 1 is paid and stays where it was.
    name: 'Mexico, phase 1 paid, phase 2 nine days overdue',
    product: mx91,
    today: '2027-01-30',
    usedSoFar: 0,
    phases: unpaid([0, 35_193, 34_234]),
    expected: {
      deferred: 35_193,
      fee: 352,
      tax: 56,
      total: 408,
      moves: [
        [2, '2027-01-21', '2027-02-06'],
        [3, '2027-02-20', '2027-02-27'],
      ],
    },
  },
  {
    name: 'Mexico, phases 2 and 3 both overdue: both land on the same date, phase 2 deferred',
    product: mx91,
    today: '2027-02-25',
    usedSoFar: 0,
    phases: unpaid([0, 35_193, 34_234]),
    expected: {
      deferred: 35_193,
      fee: 352,
      tax: 56,
      total: 408,
      moves: [
        [2, '2027-01-21', '2027-03-04'],
        [3, '2027-02-20', '2027-03-04'],
      ],
    },
  },
  {
    name: 'Mexico, a second extension when the product allows one per loan',
    product: mx91,
    today: '2027-01-25',
    usedSoFar: 1,
    phases: unpaid([0, 35_193, 34_234]),
    expected: { refused: 'noneLeft' },
  },
  {
    name: 'Mexico, a product that offers no extension',
    product: never,
    today: '2026-12-15',
    usedSoFar: 0,
    phases: MX_SCHEDULE,
    expected: { refused: 'noneLeft' },
  },
  {
    name: 'Mexico, everything paid',
    product: mx91,
    today: '2027-01-25',
    usedSoFar: 0,
    phases: unpaid([0, 0, 0]),
    expected: { refused: 'nothingDue' },
  },
  {
    // 1 % of 18,016.66 = 180.1666 → 180.17; VAT 7.5 % of 180.17 = 13.51275 → 13.51.
    name: 'Nigeria, the day before the first due date',
    product: ng91,
    today: '2026-03-01',
    usedSoFar: 0,
    phases: [
      { phase: 1, dueDate: '2026-03-02', unpaidMinor: 1_801_666 },
      { phase: 2, dueDate: '2026-04-02', unpaidMinor: 1_759_666 },
      { phase: 3, dueDate: '2026-05-02', unpaidMinor: 1_711_668 },
    ],
    expected: {
      deferred: 1_801_666,
      fee: 18_017,
      tax: 1_351,
      total: 19_368,
      moves: [
        [1, '2026-03-02', '2026-03-09'],
        [2, '2026-04-02', '2026-04-09'],
        [3, '2026-05-02', '2026-05-09'],
      ],
    },
  },
];

const toMoves = (moves: readonly PhaseMove[]): Move[] => moves.map((m) => [m.phase, m.fromDate, m.toDate]);

describe.each(ROWS)('$name', (row) => {
  it('is a consistent row before any code runs', () => {
    if ('refused' in row.expected) return;
    expect(row.expected.fee + row.expected.tax).toBe(row.expected.total);
    for (const [, from, to] of row.expected.moves) expect(to > row.today && to > from).toBe(true);
  });

  it('plans what the row says', () => {
    const plan = planRollover(row.product, MARKET_LENDING[row.product.market], {
      phases: row.phases,
      today: row.today,
      usedSoFar: row.usedSoFar,
    });
    if ('refused' in row.expected) {
      expect(plan).toEqual({ ok: false, reason: row.expected.refused });
      return;
    }
    if (!plan.ok) throw new Error(`refused: ${plan.reason}`);
    expect({
      deferred: plan.deferredMinor,
      fee: plan.feeMinor,
      tax: plan.taxMinor,
      total: plan.totalMinor,
      moves: toMoves(plan.moves),
    }).toEqual(row.expected);
    expect(plan.newDueDate).toBe(row.expected.moves[0]?.[2]);
  });
});

describe('one Mexican loan over several business dates', () => {
  /** Applies a plan's moves to the schedule, as the server would once the fee is paid. */
  const apply = (phases: RolloverPhase[], moves: readonly PhaseMove[]) =>
    phases.map((p) => ({ ...p, dueDate: moves.find((m) => m.phase === p.phase)?.toDate ?? p.dueDate }));

  it('allows one extension, then refuses the second however late the loan is', () => {
    // 2026-12-24, three days late: phase 1 to 2026-12-31, the others a week later.
    const first = planRollover(mx91, MARKET_LENDING.MX, {
      phases: MX_SCHEDULE,
      today: '2026-12-24',
      usedSoFar: 0,
    });
    if (!first.ok) throw new Error(first.reason);
    const moved = apply(MX_SCHEDULE, first.moves);
    expect(moved.map((p) => p.dueDate)).toEqual(['2026-12-31', '2027-01-28', '2027-02-27']);
    // 2027-01-05, late again on the moved date: no extension is left.
    expect(
      planRollover(mx91, MARKET_LENDING.MX, { phases: moved, today: '2027-01-05', usedSoFar: 1 }),
    ).toEqual({
      ok: false,
      reason: 'noneLeft',
    });
  });

  it('with two allowed, the second counts from the moved dates', () => {
    const first = planRollover(twice, MARKET_LENDING.MX, {
      phases: MX_SCHEDULE,
      today: '2026-12-24',
      usedSoFar: 0,
    });
    if (!first.ok) throw new Error(first.reason);
    // Phase 1 paid on 2026-12-30; on 2027-01-26, before phase 2's moved date (2027-01-28), a second
    // extension: 1 % of 351.93 → 3.52 + 0.56; 2027-01-28 → 2027-02-04, 2027-02-27 → 2027-03-06.
    const moved = apply(MX_SCHEDULE, first.moves).map((p) => (p.phase === 1 ? { ...p, unpaidMinor: 0 } : p));
    const second = planRollover(twice, MARKET_LENDING.MX, {
      phases: moved,
      today: '2027-01-26',
      usedSoFar: 1,
    });
    expect(second).toEqual({
      ok: true,
      deferredMinor: 35_193,
      feeMinor: 352,
      taxMinor: 56,
      totalMinor: 408,
      moves: [
        { phase: 2, fromDate: '2027-01-28', toDate: '2027-02-04' },
        { phase: 3, fromDate: '2027-02-27', toDate: '2027-03-06' },
      ],
      newDueDate: '2027-02-04',
    });
    const third = planRollover(twice, MARKET_LENDING.MX, {
      phases: moved,
      today: '2027-02-01',
      usedSoFar: 2,
    });
    expect(third).toEqual({ ok: false, reason: 'noneLeft' });
  });
});
