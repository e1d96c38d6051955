import type { LoanQuote, ReviewDecision } from '@puente/domain';

export type { LoanQuote };

/** A review decision as stored with the order: every rule's outcome, so a refusal can be explained. */
export type ReviewDecisionRecord = ReviewDecision;
