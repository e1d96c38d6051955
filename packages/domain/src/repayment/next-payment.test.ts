import { describe, expect, it } from 'vitest';
import { nextPayment } from './next-payment.ts';

describe('the next payment', () => {
  it('is what is left of the earliest phase not paid, with its date, in exact cents', () => {
    expect(
      nextPayment([
        { phase: 1, dueDate: '2026-04-01', amount: 1081, paid: 1081, status: 'paid' },
        { phase: 2, dueDate: '2026-05-02', amount: 1055.8, paid: 0.7, status: 'upcoming' },
        { phase: 3, dueDate: '2026-06-01', amount: 1027, paid: 0, status: 'upcoming' },
      ]),
    ).toEqual({ phase: 2, amount: 1055.1, dueDate: '2026-05-02' });
  });

  it('is none once every phase is paid', () => {
    expect(
      nextPayment([{ phase: 1, dueDate: '2026-04-01', amount: 10, paid: 10, status: 'paid' }]),
    ).toBeUndefined();
  });
});
