/**
 * Sends money to borrowers' accounts: the name enquiry that precedes a first payout, then transfers
 * in the shape of Paystack's and Flutterwave's transfer APIs (reference/domain.md §11–12): a unique
 * reference per transfer, accepted at once as pending, its outcome read back later.
 */
export interface PayoutProvider {
  /** Stored with each payout, so a payout is always read back from the provider that sent it. */
  readonly name: string;
  /** The holder's name as the bank knows it, or null when the bank has no such account. */
  nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null>;
  /**
   * Starts a transfer. The same reference is always the same transfer: sending it again (after a
   * crash or a timeout) never pays twice. Throws PayoutRefusedError when the provider will not send
   * it at all, PayoutUnavailableError when it cannot be asked now.
   */
  disburse(transfer: TransferRequest): Promise<{ providerRef: string; status: 'pending' }>;
  /** Where a transfer stands. Throws PayoutUnavailableError when the provider cannot be asked now. */
  status(providerRef: string): Promise<TransferState>;
  /**
   * Whether the provider has the transfer of a reference it never answered for (a timeout's other
   * side): its providerRef, or null when it has none. Asked before such a transfer is given up; a
   * provider that cannot tell leaves it out. Throws PayoutUnavailableError when it cannot be asked.
   */
  lookup?(reference: string): Promise<{ providerRef: string } | null>;
  /**
   * Gives the provider the one-time code it sent the business for a transfer it holds (Paystack's
   * transfer OTP, decision 047). Throws PayoutUnavailableError when it cannot be asked now.
   */
  finalize?(
    providerRef: string,
    otp: string,
  ): Promise<{ ok: true; status: string } | { ok: false; message: string }>;
}

export interface TransferRequest {
  /** Ours, unique per attempt (letters, digits and '-' only, as Paystack requires). */
  reference: string;
  amountMinor: number;
  currency: 'MXN' | 'NGN';
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

/** A failure carries the provider's reason (a code of PAYOUT_FAILURES where it is one we know). */
export type TransferState = 'pending' | 'succeeded' | { failed: string };

/** The provider could not be reached or will not work now: nothing happened, try again later. */
export class PayoutUnavailableError extends Error {}

/** The provider will not send this transfer (unknown account, blocked account): it never will. */
export class PayoutRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`payout refused: ${reason}`);
  }
}
