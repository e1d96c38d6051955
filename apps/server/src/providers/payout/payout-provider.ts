/** Sends money to borrowers' accounts; for now, the name enquiry that precedes a first payout. */
export interface PayoutProvider {
  /** The holder's name as the bank knows it, or null when the bank has no such account. */
  nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null>;
}

export class PayoutUnavailableError extends Error {}
