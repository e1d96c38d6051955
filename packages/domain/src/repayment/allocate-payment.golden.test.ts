import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { priceLoan } from '../pricing/price-loan.ts';
import { findProduct, MARKET_LENDING } from '../pricing/products.ts';
import { allocatePayment, type OwedItem } from './allocate-payment.ts';
import type { AllocationKind } from './allocation-kinds.ts';
import { type RepaymentAmountProblem, repaymentAmountProblem } from './amount-rules.ts';
import { planRollover } from './rollover.ts';

/**
 * Golden tables of payments over a loan's life, in the style of price-loan.golden.test.ts: every
 * figure was worked out by hand (in the comments) before the code ran. Each row is one business
 * date: charges that arrived since the last row (penalties from close of business, an extension),
 * then a payment, either refused by the amount rules or split into parts (kind, phase, minor units)
 * and an excess. The test keeps the debt as the ledger would and checks it is settled at the end.
 */
type Part = [AllocationKind, number | null, number];

interface Row {
  date: string;
  note: string;
  /** Charges posted before the payment. */
  charge?: OwedItem[];
  /** Phases moved by an extension taken on this date: phase → new due date. */
  moved?: Record<number, string>;
  pay: number;
  refused?: RepaymentAmountProblem;
  parts?: Part[];
  excess?: number;
}

interface Scenario {
  name: string;
  product: LoanProduct;
  amount: number;
  startDate: string;
  rows: Row[];
  /** What is still owed after the last row. */
  owedAfter: number;
}

const product = (id: string) => findProduct(id) as LoanProduct;
const overpaying = (p: LoanProduct): LoanProduct => ({
  ...p,
  repayment: { ...p.repayment, allowOverpayment: true },
});
const penalty = (amountMinor: number): OwedItem => ({
  kind: 'penalty',
  phase: null,
  dueDate: null,
  amountMinor,
});

// mx-91, 1,000.00 MXN from 2026-11-21, first loan (price-loan.golden.test.ts): fee and IVA kept up
// front, so the phases owe interest and principal only. Total 1,054.60.
//   phase 1 2026-12-21: interest 27.00, principal 333.33
//   phase 2 2027-01-21: interest 18.60, principal 333.33
//   phase 3 2027-02-20: interest  9.00, principal 333.34
const MX_ROWS: Row[] = [
  {
    date: '2026-12-10',
    note: 'a partial payment before the first due date: interest first, then principal (200 − 27 = 173)',
    pay: 20_000,
    parts: [
      ['interest', 1, 2_700],
      ['principal', 1, 17_300],
    ],
  },
  {
    date: '2026-12-21',
    note: 'the rest of phase 1 exactly (160.33) is not whole, and not everything owed (854.60)',
    pay: 16_033,
    refused: 'notWhole',
  },
  {
    date: '2026-12-21',
    note: '161.00 covers it (smallestPaymentCovering); the 0.67 left goes to phase 2 interest',
    pay: 16_100,
    parts: [
      ['principal', 1, 16_033],
      ['interest', 2, 67],
    ],
  },
  {
    date: '2027-01-24',
    // Phase 2 unpaid at the close of 01-21, 01-22, 01-23: 351.93 − 0.67 = 351.26 overdue,
    // 0.5 % = 1.7563 → 1.76 a day, 5.28 in all (cap 250.00 far away).
    note: 'three days late, 50.00 is below the 100.00 minimum',
    charge: [penalty(528)],
    pay: 5_000,
    refused: 'belowMinimum',
  },
  {
    date: '2027-01-24',
    note: '100.00: the penalty first, then phase 2 interest (18.60 − 0.67 = 17.93), principal 76.79',
    pay: 10_000,
    parts: [
      ['penalty', null, 528],
      ['interest', 2, 1_793],
      ['principal', 2, 7_679],
    ],
  },
  {
    date: '2027-01-25',
    // Close of 01-24: 333.33 − 76.79 = 256.54 overdue, 0.5 % = 1.2827 → 1.28.
    note: '400.00 clears the penalty and phase 2 and runs into phase 3: 400 − 1.28 − 256.54 − 9.00 = 133.18',
    charge: [penalty(128)],
    pay: 40_000,
    parts: [
      ['penalty', null, 128],
      ['principal', 2, 25_654],
      ['interest', 3, 900],
      ['principal', 3, 13_318],
    ],
  },
];

// The same loan, the last 333.34 − 133.18 = 200.16 of phase 3 left. Paid in all:
// 200 + 161 + 100 + 400 + 200.16 = 1,061.16 = 1,054.60 + 5.28 + 1.28.
const MX_EXACT_END: Row = {
  date: '2027-02-01',
  note: 'exactly everything owed, 200.16: allowed though not whole',
  pay: 20_016,
  parts: [['principal', 3, 20_016]],
  excess: 0,
};

// ng-91 with the fee due in the first phase (feeUpfront false), 10,000 NGN from 2026-11-21, first
// loan: fee 0.05 % × 91 days = 455.00, VAT 7.5 % = 34.125 → 34.13. Interest 0.09 % a day on the
// principal still owed: 270.00 (30 days); 6,666.67 × 0.0009 × 31 = 186.000093 → 186.00; 3,333.34
// × 0.0009 × 30 = 90.00018 → 90.00.
//   phase 1 2026-12-21: fee 455.00, tax 34.13, interest 270.00, principal 3,333.33 = 4,092.46
//   phase 2 2027-01-21: interest 186.00, principal 3,333.33 = 3,519.33
//   phase 3 2027-02-20: interest  90.00, principal 3,333.34 = 3,423.34
const NG_ROWS: Row[] = [
  {
    date: '2026-12-21',
    // Extension on the due date: 1 % of 4,092.46 = 40.9246 → 40.92, VAT 7.5 % = 3.069 → 3.07;
    // every unpaid phase 7 days later.
    note: 'an extension on the first due date, its fee and VAT still to pay; then 1,000 NGN',
    charge: [
      { kind: 'rolloverFee', phase: null, dueDate: null, amountMinor: 4_092 },
      { kind: 'rolloverTax', phase: null, dueDate: null, amountMinor: 307 },
    ],
    moved: { 1: '2026-12-28', 2: '2027-01-28', 3: '2027-02-27' },
    // 1,000 − 40.92 − 3.07 − 455.00 − 34.13 − 270.00 = 196.88 of principal.
    pay: 100_000,
    parts: [
      ['rolloverFee', null, 4_092],
      ['rolloverTax', null, 307],
      ['fee', 1, 45_500],
      ['tax', 1, 3_413],
      ['interest', 1, 27_000],
      ['principal', 1, 19_688],
    ],
  },
  {
    date: '2026-12-28',
    note: '1,150 NGN is whole but not a multiple of the 100 NGN step',
    pay: 115_000,
    refused: 'notStep',
  },
  {
    date: '2026-12-28',
    note: '3,200 NGN on the moved due date: phase 1 principal 3,136.45, then 63.55 of phase 2 interest',
    pay: 320_000,
    parts: [
      ['principal', 1, 313_645],
      ['interest', 2, 6_355],
    ],
  },
  {
    date: '2027-01-28',
    note: '3,500 NGN: phase 2 (122.45 + 3,333.33) and 44.22 of phase 3 interest',
    pay: 350_000,
    parts: [
      ['interest', 2, 12_245],
      ['principal', 2, 333_333],
      ['interest', 3, 4_422],
    ],
  },
  {
    date: '2027-02-10',
    // Owed: 90.00 − 44.22 = 45.78 of interest and 3,333.34 of principal = 3,379.12.
    note: '3,400 NGN is more than the 3,379.12 owed',
    pay: 340_000,
    refused: 'aboveOwed',
  },
];

// Paid in all: 1,000 + 3,200 + 3,500 + 3,379.12 = 11,079.12 = 4,092.46 + 3,519.33 + 3,423.34 + 43.99.
const NG_EXACT_END: Row = {
  date: '2027-02-10',
  note: 'exactly everything owed, 3,379.12',
  pay: 337_912,
  parts: [
    ['interest', 3, 4_578],
    ['principal', 3, 333_334],
  ],
  excess: 0,
};

const SCENARIOS: Scenario[] = [
  {
    name: 'Mexico 1,000 MXN: partial, late with penalties, exact payoff (no overpayment)',
    product: product('mx-91'),
    amount: 100_000,
    startDate: '2026-11-21',
    rows: [
      ...MX_ROWS,
      { date: '2027-02-01', note: '210.00 is more than the 200.16 owed', pay: 21_000, refused: 'aboveOwed' },
      MX_EXACT_END,
    ],
    owedAfter: 0,
  },
  {
    name: 'Mexico 1,000 MXN where the product allows overpayment: 210.00 pays off with 9.84 excess',
    product: overpaying(product('mx-91')),
    amount: 100_000,
    startDate: '2026-11-21',
    rows: [
      ...MX_ROWS,
      {
        date: '2027-02-01',
        note: '210.00 against 200.16 owed: 9.84 beyond the debt',
        pay: 21_000,
        parts: [['principal', 3, 20_016]],
        excess: 984,
      },
    ],
    owedAfter: 0,
  },
  {
    name: 'Nigeria 10,000 NGN, fee in the first phase, an extension owed: step, refusal, exact payoff',
    product: { ...product('ng-91'), feeUpfront: false },
    amount: 1_000_000,
    startDate: '2026-11-21',
    rows: [...NG_ROWS, NG_EXACT_END],
    owedAfter: 0,
  },
  {
    name: 'Nigeria 10,000 NGN where the product allows overpayment: 3,400 NGN leaves 20.88 excess',
    product: overpaying({ ...product('ng-91'), feeUpfront: false }),
    amount: 1_000_000,
    startDate: '2026-11-21',
    rows: [
      ...NG_ROWS.filter((row) => row.refused !== 'aboveOwed'),
      {
        date: '2027-02-10',
        note: '3,400 NGN against 3,379.12 owed',
        pay: 340_000,
        parts: [
          ['interest', 3, 4_578],
          ['principal', 3, 333_334],
        ],
        excess: 2_088,
      },
    ],
    owedAfter: 0,
  },
];

/** The schedule's charges as the ledger posts them, from the same pricing the borrower signed. */
function scheduleDebt(scenario: Scenario): OwedItem[] {
  const quote = priceLoan(scenario.product, MARKET_LENDING[scenario.product.market], {
    amountMinor: scenario.amount,
    startDate: scenario.startDate,
    repeat: false,
  });
  return quote.phases.flatMap((p) =>
    (['fee', 'tax', 'interest', 'principal'] as const)
      .map((kind) => ({ kind, phase: p.phase, dueDate: p.dueDate, amountMinor: p[kind] }))
      .filter((o) => o.amountMinor > 0),
  );
}

const total = (items: readonly { amountMinor: number }[]) => items.reduce((s, i) => s + i.amountMinor, 0);

describe.each(SCENARIOS)('$name', (scenario) => {
  it('is a consistent table before any code runs: each row’s parts and excess make its payment', () => {
    for (const row of scenario.rows) {
      if (row.refused) expect(row.parts, row.note).toBeUndefined();
      else
        expect(
          total((row.parts ?? []).map(([, , amountMinor]) => ({ amountMinor }))) + (row.excess ?? 0),
        ).toBe(row.pay);
    }
  });

  it('starts from the schedule the golden pricing tables give', () => {
    const debt = scheduleDebt(scenario);
    const expected = scenario.product.market === 'MX' ? 105_460 : 1_103_513;
    expect(total(debt)).toBe(expected);
  });

  it('refuses or splits each payment as the table says, and leaves the golden debt', () => {
    let owed = scheduleDebt(scenario);
    for (const row of scenario.rows) {
      owed = [...owed, ...(row.charge ?? [])];
      if (row.moved) {
        const moved = row.moved;
        owed = owed.map((o) =>
          o.phase !== null && moved[o.phase] ? { ...o, dueDate: moved[o.phase] as string } : o,
        );
      }
      const problem = repaymentAmountProblem(scenario.product, row.pay, total(owed));
      expect(problem, `${row.date}: ${row.note}`).toBe(row.refused);
      if (problem) continue;
      const allocation = allocatePayment({
        amountMinor: row.pay,
        owed,
        order: scenario.product.repayment.allocation,
      });
      expect(
        allocation.parts.map((p) => [p.kind, p.phase, p.amountMinor]),
        `${row.date}: ${row.note}`,
      ).toEqual(row.parts);
      expect(allocation.excessMinor, `${row.date}: ${row.note}`).toBe(row.excess ?? 0);
      owed = owed
        .map((o) => ({
          ...o,
          amountMinor:
            o.amountMinor - total(allocation.parts.filter((p) => p.kind === o.kind && p.phase === o.phase)),
        }))
        .filter((o) => o.amountMinor > 0);
    }
    expect(total(owed)).toBe(scenario.owedAfter);
  });
});

it('the Nigerian extension row is what planRollover charges and moves on that date', () => {
  const scenario = SCENARIOS[2] as Scenario;
  const debt = scheduleDebt(scenario);
  const phases = [1, 2, 3].map((phase) => ({
    phase,
    dueDate: debt.find((o) => o.phase === phase)?.dueDate as string,
    unpaidMinor: total(debt.filter((o) => o.phase === phase)),
  }));
  const plan = planRollover(scenario.product, MARKET_LENDING.NG, {
    phases,
    today: '2026-12-21',
    usedSoFar: 0,
  });
  const row = NG_ROWS[0] as Row;
  expect(plan).toMatchObject({ ok: true, deferredMinor: 409_246 });
  if (!plan.ok) return;
  expect([plan.feeMinor, plan.taxMinor]).toEqual(row.charge?.map((c) => c.amountMinor));
  expect(Object.fromEntries(plan.moves.map((m) => [m.phase, m.toDate]))).toEqual(row.moved);
});
