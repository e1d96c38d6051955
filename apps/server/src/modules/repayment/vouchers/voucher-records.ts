import * as repo from './voucher-repository.ts';

/**
 * What other modules may read of the proofs of payment: the staff console's review queue reads a
 * proof with its loan, as the borrower's own list does.
 */
export type { VoucherRow, VoucherWithOrder } from './voucher-repository.ts';
export const { voucherWithOrder } = repo;
