import { defineContract } from './contract.ts';
import { orderNoPayload } from './loan-schemas.ts';
import { reservedAccountSchema } from './repayment-schemas.ts';

const tags = ['repayment'];
const errors = ['orderNoMissing', 'orderNotFound', 'notRepaying', 'noPaymentMethod'] as const;
const summary = (name: string) =>
  `The borrower's own ${name} (a NUBAN), created on first request and kept; any transfer into it is credited to the open order. Nigeria only`;

/** A bank account of the borrower's own to transfer into, at each Nigerian provider (spec §7, /repay). */
export const accountContracts = {
  monnify: defineContract({
    method: 'GET',
    path: '/repay/monnify_reserved_account',
    summary: summary('Monnify reserved account'),
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: reservedAccountSchema,
    errors,
  }),
  flutterwave: defineContract({
    method: 'GET',
    path: '/repay/flutterwave_reserved_account',
    summary: summary('Flutterwave virtual account'),
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: reservedAccountSchema,
    errors,
  }),
  paystack: defineContract({
    method: 'GET',
    alsoPost: true,
    path: '/repay/dedicated_account/create',
    summary: summary('Paystack dedicated account'),
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: reservedAccountSchema,
    errors,
  }),
};
