import { describe, expect, it } from 'vitest';
import { HOME_STATUS_TEXT, homeStatus } from './home-status.ts';
import {
  CLOSED_ORDER_STATUSES,
  canTransition,
  LOAN_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  statusesFor,
} from './order-status.ts';

describe('order statuses (spec §4)', () => {
  it('keeps the spec numbers', () => {
    expect(ORDER_STATUS).toEqual({
      Applying: 1,
      Repaying: 2,
      Overdued: 3,
      Finish: 4,
      BindCard: 5,
      BasicInfo: 6,
      Lending: 7,
      Cancel: 8,
      Reject: 9,
      PayFail: 10,
      Addition: 11,
      IdentityOCR: 12,
      Confirm: 14,
      Question: 17,
      getMoney: 18,
      finishLoading: 19,
    });
  });

  it('allows exactly the pairs of the table and refuses every other', () => {
    const allowed = new Set(ORDER_TRANSITIONS.map((t) => `${t.from}>${t.to}`));
    for (const from of LOAN_ORDER_STATUSES) {
      for (const to of LOAN_ORDER_STATUSES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(allowed.size).toBe(18);
  });

  it('checks the reason too when one is given', () => {
    expect(canTransition(1, 14, 'approved')).toBe(true);
    expect(canTransition(1, 14, 'rejected')).toBe(false);
  });

  it('lets nothing leave a closed status, and every open status has a way forward', () => {
    for (const closed of CLOSED_ORDER_STATUSES) {
      expect(ORDER_TRANSITIONS.filter((t) => t.from === closed)).toEqual([]);
    }
    for (const open of OPEN_ORDER_STATUSES) {
      expect(ORDER_TRANSITIONS.some((t) => t.from === open)).toBe(true);
    }
  });

  it('lets a borrower cancel only before any money moved: an approved offer or a failed payout', () => {
    expect(statusesFor('cancelled').sort((a, b) => a - b)).toEqual([10, 14, 18]);
    expect(statusesFor('offerExpired').sort((a, b) => a - b)).toEqual([14, 18]);
  });
});

describe('home status (spec §4)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    [null, 'canLoan'],
    [{ status: 1 }, 'assessing'],
    [{ status: 9, retryAt: new Date('2026-12-21T12:00:00Z') }, 'rejected'],
    [{ status: 9, retryAt: new Date('2026-11-20T12:00:00Z') }, 'canLoan'],
    [{ status: 14 }, 'success'],
    [{ status: 18 }, 'success'],
    [{ status: 19 }, 'lending'],
    [{ status: 7 }, 'lending'],
    [{ status: 10 }, 'failed'],
    [{ status: 2 }, 'repaying'],
    [{ status: 3 }, 'overdue'],
    [{ status: 4 }, 'canLoan'],
    [{ status: 8 }, 'canLoan'],
  ] as const)('%j → %s', (latest, expected) => {
    expect(homeStatus(latest, now)).toBe(expected);
  });

  it('uses the spec buttons', () => {
    expect(HOME_STATUS_TEXT.canLoan.button.en).toBe('Apply');
    expect(HOME_STATUS_TEXT.assessing.button.en).toBe('Detail');
    expect(HOME_STATUS_TEXT.rejected.banner.en).toBe('Cannot apply, retry in 30 days');
    expect(HOME_STATUS_TEXT.success.button.en).toBe('Get money');
    expect(HOME_STATUS_TEXT.failed.button.en).toBe('Edit bank card');
    expect(HOME_STATUS_TEXT.repaying.button.en).toBe('Pay');
    expect(HOME_STATUS_TEXT.overdue.button.en).toBe('Pay');
  });
});
