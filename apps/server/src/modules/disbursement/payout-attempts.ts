import * as repo from './payout-repository.ts';

/**
 * What other modules may use of an order's payout attempts: the staff console's failed-payout
 * actions read the latest attempt and queue another, as the borrower's own retry does.
 */
export type { PayoutRow } from './payout-repository.ts';
export const { latestPayout, queuePayout } = repo;
