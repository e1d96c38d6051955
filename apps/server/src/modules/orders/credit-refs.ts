/**
 * The refs of the ledger entries that move a borrower's held credit (decision 032). Held credit is
 * the `overpayment` entries of an order: negative when money is held, positive when it is released.
 * A release names why, so a statement can say it and each release is written once.
 */
export const CREDIT_REF = {
  /** Released: sent back to the borrower's bank account (credit_returns.id). */
  returned: (returnId: string) => `return:${returnId}`,
  /** Held again: the bank did not take that return. */
  returnFailed: (returnId: string) => `returnFailed:${returnId}`,
  /** Released from the order that held it and paid, as repayments, on another loan. */
  applied: (applicationId: string) => `apply:${applicationId}`,
} as const;

export type CreditMove = keyof typeof CREDIT_REF;

/** Which move of held credit a ledger ref records, if any. */
export function creditMoveOf(ref: string): CreditMove | undefined {
  const prefix = ref.slice(0, ref.indexOf(':'));
  return prefix === 'return'
    ? 'returned'
    : prefix === 'returnFailed'
      ? 'returnFailed'
      : prefix === 'apply'
        ? 'applied'
        : undefined;
}
