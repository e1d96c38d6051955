import * as repo from './incoming-payment-repository.ts';

/**
 * What other modules may use of the incoming payments: the staff console records money received
 * outside the providers, and settles a deposit an operator matched to a loan.
 */
export const { paymentByRef, recordOnce, settle } = repo;
