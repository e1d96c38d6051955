import type { Currency } from '../orders/order-views.ts';

/**
 * Money the borrower sent with nowhere to go (paid beyond the debt, or after the loan was paid off),
 * held for them until they have it sent back to their bank account or used on a loan (decision 032).
 * Amounts are major units with the currency beside them, as in order-views.ts.
 */

/** Where sending held credit back stands, as the borrower reads it. */
export const CREDIT_RETURN_STATES = ['sending', 'sent', 'failed'] as const;
export type CreditReturnState = (typeof CREDIT_RETURN_STATES)[number];

export interface CreditReturnView {
  returnId: string;
  amount: number;
  currency: Currency;
  status: CreditReturnState;
  bankName: string;
  /** The last four digits of the account it goes to. */
  accountEnding: string;
  requestedAt: string;
  settledAt?: string;
  /** Why the bank did not take it, in the request's language; the credit is held again. */
  failureReason?: string;
}

export interface HeldCreditView {
  /** Held now, all loans together. */
  amount: number;
  currency: Currency;
  /** The newest loan the credit is held on (its statement shows it). */
  orderNo?: string;
  /** The loan being repaid, which the credit can pay now. */
  openOrderNo?: string;
  /** The borrower asked for the credit to pay their next loan when its money is sent. */
  applyToNextLoan: boolean;
  /** The primary bank account a return goes to. */
  account?: { bankName: string; accountEnding: string };
  /** Returns asked for, newest first. */
  returns: CreditReturnView[];
}

export interface CreditApplicationView {
  /** Paid from the credit on the open loan just now (0 when none is open). */
  applied: number;
  /** The loan it paid, when one was open. */
  orderNo?: string;
  /** Still held after this. */
  held: number;
  /** What is left waits for the next loan. */
  applyToNextLoan: boolean;
  currency: Currency;
}

/** The last four digits of an account, all a screen needs to recognise it. */
export function accountEnding(accountNumber: string): string {
  return accountNumber.slice(-4);
}
