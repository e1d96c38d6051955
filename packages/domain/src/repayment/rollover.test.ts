import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors/catalogue.ts';
import type { LoanProduct } from '../pricing/loan-product.ts';
import { findProduct, MARKET_LENDING } from '../pricing/products.ts';
import { extensionsLeft, planRollover, ROLLOVER_REFUSAL_ERRORS, type RolloverPhase } from './rollover.ts';

const mx91 = findProduct('mx-91') as LoanProduct;
const phases: RolloverPhase[] = [
  { phase: 1, dueDate: '2026-12-21', unpaidMinor: 36_033 },
  { phase: 2, dueDate: '2027-01-21', unpaidMinor: 35_193 },
];
const plan = (product: LoanProduct, input: Partial<Parameters<typeof planRollover>[2]> = {}) =>
  planRollover(product, MARKET_LENDING.MX, { phases, today: '2026-12-15', usedSoFar: 0, ...input });

describe('extensions left', () => {
  it.each([
    [1, 0, 1],
    [1, 1, 0],
    [1, 3, 0],
    [3, 1, 2],
    [0, 0, 0],
  ])('a product allowing %d, %d used: %d left', (maxPerLoan, used, left) => {
    expect(extensionsLeft({ ...mx91, rollover: { ...mx91.rollover, maxPerLoan } }, used)).toBe(left);
  });

  it.each([-1, 0.5])('refuses %d extensions used', (used) => {
    expect(() => extensionsLeft(mx91, used)).toThrow(RangeError);
  });
});

describe('planning an extension', () => {
  it('says none is left before anything else, even when nothing is due', () => {
    const paid = phases.map((p) => ({ ...p, unpaidMinor: 0 }));
    expect(plan(mx91, { usedSoFar: 1, phases: paid })).toEqual({ ok: false, reason: 'noneLeft' });
    expect(plan(mx91, { phases: paid })).toEqual({ ok: false, reason: 'nothingDue' });
    expect(plan(mx91, { phases: [] })).toEqual({ ok: false, reason: 'nothingDue' });
  });

  it('finds the earliest unpaid phase by due date, whatever order the phases come in', () => {
    const result = plan(mx91, { phases: [...phases].reverse() });
    expect(result).toMatchObject({ ok: true, deferredMinor: 36_033, newDueDate: '2026-12-28' });
    if (result.ok) expect(result.moves.map((m) => m.phase)).toEqual([1, 2]);
  });

  it('charges nothing for a product whose extension is free, and still moves the phases', () => {
    const free = { ...mx91, rollover: { ...mx91.rollover, feePpm: 0 } };
    expect(plan(free)).toMatchObject({
      ok: true,
      feeMinor: 0,
      taxMinor: 0,
      totalMinor: 0,
      newDueDate: '2026-12-28',
    });
  });

  it.each<[string, Partial<Parameters<typeof planRollover>[2]>]>([
    ['a today that is no date', { today: '2026-13-01' }],
    ['a due date that is no date', { phases: [{ phase: 1, dueDate: '21/12/2026', unpaidMinor: 1 }] }],
    ['a negative unpaid amount', { phases: [{ phase: 1, dueDate: '2026-12-21', unpaidMinor: -1 }] }],
    [
      'the same phase twice',
      {
        phases: [
          { phase: 1, dueDate: '2026-12-21', unpaidMinor: 1 },
          { phase: 1, dueDate: '2026-12-21', unpaidMinor: 1 },
        ],
      },
    ],
    ['half an extension used', { usedSoFar: 0.5 }],
  ])('refuses %s', (_name, input) => {
    expect(() => plan(mx91, input)).toThrow(RangeError);
  });

  it('answers each refusal with a repayment error', () => {
    expect(ERRORS[ROLLOVER_REFUSAL_ERRORS.noneLeft].code).toBe(10010612);
    expect(ERRORS[ROLLOVER_REFUSAL_ERRORS.nothingDue].code).toBe(10010613);
  });
});
