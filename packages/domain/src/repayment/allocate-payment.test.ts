import { describe, expect, it } from 'vitest';
import { addDays } from '../pricing/money.ts';
import { type Allocation, allocatePayment, type OwedItem } from './allocate-payment.ts';
import {
  ALLOCATION_KINDS,
  type AllocationKind,
  DEFAULT_ALLOCATION,
  isOrderLevel,
} from './allocation-kinds.ts';

const item = (kind: AllocationKind, phase: number | null, dueDate: string | null, amountMinor: number) => ({
  kind,
  phase,
  dueDate,
  amountMinor,
});
const parts = (a: Allocation) => a.parts.map((p) => [p.kind, p.phase, p.amountMinor]);

describe('allocating a payment', () => {
  const owed: OwedItem[] = [
    item('principal', 2, '2027-01-21', 1_000),
    item('interest', 1, '2026-12-21', 100),
    item('principal', 1, '2026-12-21', 1_000),
    item('penalty', null, null, 50),
    item('interest', 2, '2027-01-21', 60),
    item('rolloverTax', null, null, 16),
    item('rolloverFee', null, null, 100),
    item('tax', 1, '2026-12-21', 16),
    item('fee', 1, '2026-12-21', 100),
  ];

  it('settles order-level charges first, then phase by phase in the configured order', () => {
    expect(parts(allocatePayment({ amountMinor: 2_442, owed, order: DEFAULT_ALLOCATION }))).toEqual([
      ['penalty', null, 50],
      ['rolloverFee', null, 100],
      ['rolloverTax', null, 16],
      ['fee', 1, 100],
      ['tax', 1, 16],
      ['interest', 1, 100],
      ['principal', 1, 1_000],
      ['interest', 2, 60],
      ['principal', 2, 1_000],
    ]);
  });

  it('stops inside a charge when the money runs out, leaving later charges untouched', () => {
    const a = allocatePayment({ amountMinor: 300, owed, order: DEFAULT_ALLOCATION });
    expect(parts(a)).toEqual([
      ['penalty', null, 50],
      ['rolloverFee', null, 100],
      ['rolloverTax', null, 16],
      ['fee', 1, 100],
      ['tax', 1, 16],
      ['interest', 1, 18],
    ]);
    expect(a.excessMinor).toBe(0);
  });

  it('returns what is paid beyond everything owed as the excess', () => {
    const a = allocatePayment({ amountMinor: 3_000, owed, order: DEFAULT_ALLOCATION });
    expect(a.excessMinor).toBe(558);
    expect(a.parts.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(2_442);
    expect(allocatePayment({ amountMinor: 500, owed: [], order: DEFAULT_ALLOCATION })).toEqual({
      parts: [],
      excessMinor: 500,
    });
  });

  it('pays nothing with nothing, and leaves out charges with nothing left', () => {
    expect(allocatePayment({ amountMinor: 0, owed, order: DEFAULT_ALLOCATION })).toEqual({
      parts: [],
      excessMinor: 0,
    });
    const withZeros = [
      item('penalty', null, null, 0),
      item('interest', 1, '2026-12-21', 0),
      ...owed.slice(2, 3),
    ];
    expect(parts(allocatePayment({ amountMinor: 400, owed: withZeros, order: DEFAULT_ALLOCATION }))).toEqual([
      ['principal', 1, 400],
    ]);
  });

  it('goes by due date, not by phase number, and by phase number on the same date', () => {
    const moved = [
      item('principal', 1, '2027-02-27', 100),
      item('principal', 3, '2027-02-20', 100),
      item('interest', 2, '2027-02-27', 100),
    ];
    expect(parts(allocatePayment({ amountMinor: 250, owed: moved, order: DEFAULT_ALLOCATION }))).toEqual([
      ['principal', 3, 100],
      ['principal', 1, 100],
      ['interest', 2, 50],
    ]);
  });

  it('follows another configured order within each group', () => {
    const capitalFirst: AllocationKind[] = [
      'rolloverTax',
      'rolloverFee',
      'penalty',
      'principal',
      'interest',
      'tax',
      'fee',
    ];
    expect(parts(allocatePayment({ amountMinor: 1_400, owed, order: capitalFirst }))).toEqual([
      ['rolloverTax', null, 16],
      ['rolloverFee', null, 100],
      ['penalty', null, 50],
      ['principal', 1, 1_000],
      ['interest', 1, 100],
      ['tax', 1, 16],
      ['fee', 1, 100],
      ['principal', 2, 18],
    ]);
  });

  it('adds up two entries for the same charge into one part', () => {
    const twice = [item('penalty', null, null, 30), item('penalty', null, '2027-01-02', 20)];
    expect(parts(allocatePayment({ amountMinor: 45, owed: twice, order: DEFAULT_ALLOCATION }))).toEqual([
      ['penalty', null, 45],
    ]);
  });

  it.each<[string, OwedItem[], readonly AllocationKind[], number, RegExp]>([
    ['a payment with centavo fractions', [], DEFAULT_ALLOCATION, 10.5, /non-negative whole number/],
    ['a negative payment', [], DEFAULT_ALLOCATION, -1, /non-negative whole number/],
    ['a negative charge', [item('penalty', null, null, -5)], DEFAULT_ALLOCATION, 1, /owed penalty/],
    ['a charge the order does not name', owed, ['penalty', 'principal'], 1, /does not name interest/],
    [
      'a penalty on a phase',
      [item('penalty', 1, '2026-12-21', 5)],
      DEFAULT_ALLOCATION,
      1,
      /belongs to the order/,
    ],
    [
      'principal without a phase',
      [item('principal', null, null, 5)],
      DEFAULT_ALLOCATION,
      1,
      /needs its phase/,
    ],
    ['interest without a due date', [item('interest', 1, null, 5)], DEFAULT_ALLOCATION, 1, /due date/],
    ['a due date that is no date', [item('interest', 1, '2026-02-30', 5)], DEFAULT_ALLOCATION, 1, /due date/],
    [
      'one phase with two due dates',
      [item('interest', 1, '2026-12-21', 5), item('principal', 1, '2026-12-28', 5)],
      DEFAULT_ALLOCATION,
      1,
      /phase 1 is said to fall due on both/,
    ],
  ])('refuses %s', (_name, badOwed, order, amountMinor, message) => {
    expect(() => allocatePayment({ amountMinor, owed: badOwed, order })).toThrow(message);
  });
});

/** A seeded generator (mulberry32): the same cases on every run, many more than a table could hold. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    int,
    pick: <T>(values: readonly T[]) => values[int(values.length)] as T,
    shuffle: <T>(values: readonly T[]) => {
      const copy = [...values];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

type Random = ReturnType<typeof generator>;

/** A debt as the ledger could hold it: a few phases, some charges partly paid or settled. */
function randomDebt(random: Random): OwedItem[] {
  const items: OwedItem[] = [];
  const phases = 1 + random.int(6);
  let dueDate = addDays('2026-11-21', random.int(60));
  for (let phase = 1; phase <= phases; phase++) {
    // Now and then two phases share a date (two overdue phases moved together by an extension).
    dueDate = addDays(dueDate, random.int(4) === 0 ? 0 : 1 + random.int(40));
    for (const kind of ['fee', 'tax', 'interest', 'principal'] as const) {
      if (random.int(3) > 0) items.push({ kind, phase, dueDate, amountMinor: random.int(50_000) });
    }
  }
  for (const kind of ['penalty', 'rolloverFee', 'rolloverTax'] as const) {
    if (random.int(2) === 0) items.push({ kind, phase: null, dueDate: null, amountMinor: random.int(5_000) });
  }
  return random.shuffle(items);
}

/** A configured order: any order within each group, order-level charges first (validateProducts). */
function randomOrder(random: Random): AllocationKind[] {
  const orderLevel = ALLOCATION_KINDS.filter(isOrderLevel);
  const phaseLevel = ALLOCATION_KINDS.filter((k) => !isOrderLevel(k));
  return [...random.shuffle(orderLevel), ...random.shuffle(phaseLevel)];
}

const key = (kind: AllocationKind, phase: number | null) => `${kind}:${phase ?? '-'}`;

function owedByCharge(owed: readonly OwedItem[]): Map<string, OwedItem> {
  const byCharge = new Map<string, OwedItem>();
  for (const o of owed) {
    const seen = byCharge.get(key(o.kind, o.phase));
    if (seen) seen.amountMinor += o.amountMinor;
    else byCharge.set(key(o.kind, o.phase), { ...o });
  }
  return byCharge;
}

/** Whether charge `a` must be settled before charge `b`, read straight from the rule. */
function settledBefore(a: OwedItem, b: OwedItem, order: readonly AllocationKind[]): boolean {
  const rank = (k: AllocationKind) => order.indexOf(k);
  if (isOrderLevel(a.kind) !== isOrderLevel(b.kind)) return isOrderLevel(a.kind);
  if (isOrderLevel(a.kind)) return rank(a.kind) < rank(b.kind);
  if (a.dueDate !== b.dueDate) return (a.dueDate as string) < (b.dueDate as string);
  if (a.phase !== b.phase) return (a.phase as number) < (b.phase as number);
  return rank(a.kind) < rank(b.kind);
}

const sumOf = (values: readonly { amountMinor: number }[]) => values.reduce((s, v) => s + v.amountMinor, 0);

describe('allocation properties over 3,000 generated debts and payments', () => {
  const random = generator(20_261_121);
  const cases = Array.from({ length: 3_000 }, () => {
    const owed = randomDebt(random);
    const total = sumOf(owed);
    // Below, exactly at and above the debt; zero now and then.
    const amountMinor = random.pick([0, total, random.int(total + 1), total + random.int(10_000)]);
    return { owed, order: randomOrder(random), amountMinor, total };
  });

  it('the parts and the excess always add up to the payment; the excess is what passes the debt', () => {
    for (const { owed, order, amountMinor, total } of cases) {
      const a = allocatePayment({ amountMinor, owed, order });
      expect(sumOf(a.parts) + a.excessMinor).toBe(amountMinor);
      expect(a.excessMinor).toBe(Math.max(0, amountMinor - total));
    }
  });

  it('no part is zero, none takes more than its charge, each charge is paid once', () => {
    for (const { owed, order, amountMinor } of cases) {
      const byCharge = owedByCharge(owed);
      const seen = new Set<string>();
      const wrong: string[] = [];
      for (const part of allocatePayment({ amountMinor, owed, order }).parts) {
        const k = key(part.kind, part.phase);
        if (seen.has(k)) wrong.push(`${k} twice`);
        seen.add(k);
        if (part.amountMinor <= 0) wrong.push(`${k} zero`);
        if (part.amountMinor > (byCharge.get(k)?.amountMinor ?? 0)) wrong.push(`${k} more than owed`);
      }
      // One assertion per case: an expect per part would make this the slowest test in the package.
      expect(wrong).toEqual([]);
    }
  });

  it('a charge gets money only when every charge settled before it is paid in full', () => {
    for (const { owed, order, amountMinor } of cases) {
      const byCharge = owedByCharge(owed);
      const paid = new Map(
        allocatePayment({ amountMinor, owed, order }).parts.map((p) => [key(p.kind, p.phase), p]),
      );
      const unsettledBefore: string[] = [];
      for (const b of byCharge.values()) {
        if (!paid.has(key(b.kind, b.phase))) continue;
        for (const a of byCharge.values()) {
          const settled = paid.get(key(a.kind, a.phase))?.amountMinor ?? 0;
          if (a !== b && settledBefore(a, b, order) && settled !== a.amountMinor) {
            unsettledBefore.push(`${key(b.kind, b.phase)} paid before ${key(a.kind, a.phase)}`);
          }
        }
      }
      expect(unsettledBefore).toEqual([]);
    }
  });

  it('does not depend on the order the debt is listed in', () => {
    for (const { owed, order, amountMinor } of cases.slice(0, 500)) {
      expect(allocatePayment({ amountMinor, owed: random.shuffle(owed), order })).toEqual(
        allocatePayment({ amountMinor, owed, order }),
      );
    }
  });

  it('paying in two parts settles the same charges as paying the sum at once', () => {
    for (const { owed, order, amountMinor } of cases.slice(0, 1_000)) {
      const first = random.int(amountMinor + 1);
      const a = allocatePayment({ amountMinor: first, owed, order });
      const left = [...owedByCharge(owed).values()].map((o) => ({
        ...o,
        amountMinor: o.amountMinor - sumOf(a.parts.filter((p) => p.kind === o.kind && p.phase === o.phase)),
      }));
      const b = allocatePayment({ amountMinor: amountMinor - first, owed: left, order });
      const together = allocatePayment({ amountMinor, owed, order });
      const total = (parts: Allocation['parts']) => {
        const byCharge = new Map<string, number>();
        for (const p of parts)
          byCharge.set(key(p.kind, p.phase), (byCharge.get(key(p.kind, p.phase)) ?? 0) + p.amountMinor);
        return byCharge;
      };
      expect(total([...a.parts, ...b.parts])).toEqual(total(together.parts));
      expect(a.excessMinor + b.excessMinor).toBe(together.excessMinor);
    }
  });
});
