/**
 * Order status numbers and names exactly as spec §4 numbers them. 5, 6, 11, 12 and 17 are not
 * states of a stored loan order: they stand for the onboarding step still missing (STEP_STATUS).
 */
export const ORDER_STATUS = {
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
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;

/** Every status name, as `statusName` answers them. */
export const ORDER_STATUS_NAMES = Object.keys(ORDER_STATUS) as [OrderStatusName, ...OrderStatusName[]];

/** The statuses a stored loan order can be in (the rest are onboarding steps). */
export const LOAN_ORDER_STATUSES = [1, 2, 3, 4, 7, 8, 9, 10, 14, 18, 19] as const;
export type LoanOrderStatus = (typeof LOAN_ORDER_STATUSES)[number];

/** Statuses in which an order is still open: a borrower may hold only one such order. */
export const OPEN_ORDER_STATUSES: readonly LoanOrderStatus[] = [1, 14, 18, 19, 7, 10, 2, 3];

/** Statuses after which nothing more happens to the order. */
export const CLOSED_ORDER_STATUSES: readonly LoanOrderStatus[] = [4, 8, 9];

/**
 * Every transition the server allows, and only these (docs/decisions/012-order-lifecycle.md).
 * The reason names who or what moves the order, for the audit trail.
 */
export const ORDER_TRANSITIONS = [
  { from: 1, to: 14, reason: 'approved' },
  { from: 1, to: 9, reason: 'rejected' },
  { from: 14, to: 18, reason: 'signed' },
  { from: 14, to: 8, reason: 'cancelled' },
  { from: 14, to: 8, reason: 'offerExpired' },
  { from: 18, to: 19, reason: 'moneyRequested' },
  { from: 18, to: 8, reason: 'cancelled' },
  { from: 18, to: 8, reason: 'offerExpired' },
  { from: 19, to: 7, reason: 'payoutAccepted' },
  { from: 19, to: 10, reason: 'payoutFailed' },
  { from: 7, to: 2, reason: 'payoutSucceeded' },
  { from: 7, to: 10, reason: 'payoutFailed' },
  { from: 10, to: 19, reason: 'moneyRequested' },
  { from: 10, to: 8, reason: 'cancelled' },
  { from: 2, to: 3, reason: 'pastDue' },
  { from: 2, to: 4, reason: 'repaid' },
  { from: 3, to: 4, reason: 'repaid' },
  { from: 3, to: 2, reason: 'rolledOver' },
  // What is owed forgiven by staff under maker-checker, only once overdue long enough (decision 058).
  { from: 3, to: 4, reason: 'writtenOff' },
  // The receiving bank sent the money back and nothing was repaid: the start is undone (decision 046).
  { from: 2, to: 10, reason: 'payoutReturned' },
  { from: 3, to: 10, reason: 'payoutReturned' },
] as const satisfies readonly { from: LoanOrderStatus; to: LoanOrderStatus; reason: string }[];

export type TransitionReason = (typeof ORDER_TRANSITIONS)[number]['reason'];

export function canTransition(from: number, to: number, reason?: TransitionReason): boolean {
  return ORDER_TRANSITIONS.some(
    (step) => step.from === from && step.to === to && (reason === undefined || step.reason === reason),
  );
}

/** The statuses from which `reason` moves an order, e.g. every status a borrower may cancel from. */
export function statusesFor(reason: TransitionReason): LoanOrderStatus[] {
  return [...new Set(ORDER_TRANSITIONS.filter((step) => step.reason === reason).map((step) => step.from))];
}

export function isOpenStatus(status: number): boolean {
  return (OPEN_ORDER_STATUSES as readonly number[]).includes(status);
}
