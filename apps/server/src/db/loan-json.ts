import type { LoanQuote, Localized } from '@puente/domain';

export type { LoanQuote };

/** A review decision as stored with the order: every rule's outcome, so a refusal can be explained. */
export interface ReviewDecisionRecord {
  approved: boolean;
  score: number;
  threshold: number;
  reasons: { rule: string; passed: boolean; points: number; text: Localized }[];
}
