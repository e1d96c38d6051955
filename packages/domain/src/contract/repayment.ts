import { defineContract } from './contract.ts';
import { orderNoPayload } from './loan-schemas.ts';
import {
  oxxoPayload,
  oxxoReferenceSchema,
  repaymentDetailSchema,
  stpClabeSchema,
} from './repayment-schemas.ts';

const tags = ['repayment'];
const orderErrors = ['orderNoMissing', 'orderNotFound', 'notRepaying'] as const;
/** An amount the borrower chose to pay (repayment-amount.ts on the server). */
const amountErrors = [
  'repayAmountNotWhole',
  'repayAmountBelowMinimum',
  'repayAmountNotStep',
  'repayAmountAboveOwed',
] as const;

/** What is owed and the Mexican channels: the own CLABE and cash at OXXO (spec §7, /repay). */
export const repaymentContracts = {
  detail: defineContract({
    method: 'GET',
    path: '/repay/repay-order/detail',
    summary:
      'What the borrower owes now and in total, by kind, the schedule, the channels of the market, and whether the loan is paid off',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: repaymentDetailSchema,
    errors: orderErrors,
  }),
  stpClabe: defineContract({
    method: 'GET',
    path: '/repay/getStpClabe',
    summary:
      "The borrower's own CLABE at STP (bank 646) for SPEI transfers; issued on first request and kept; a transfer to it is credited to the open order",
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: stpClabeSchema,
    errors: [...orderErrors, 'noPaymentMethod', 'speiUnavailable'],
  }),
  oxxoReference: defineContract({
    method: 'GET',
    path: '/repay/getOXXOReference',
    summary:
      "A cash payment reference for one amount (or, with extensionId, for a waiting extension's fee), payable at OXXO until 23:59 Mexico City time of its last day; the same amount asked again gives the same pending reference",
    tags,
    auth: true,
    payload: oxxoPayload,
    answer: oxxoReferenceSchema,
    errors: [
      ...orderErrors,
      ...amountErrors,
      'noPaymentMethod',
      'oxxoAboveStoreLimit',
      'oxxoUnavailable',
      'oxxoBelowStoreMinimum',
      'extensionNotFound',
      'extensionNotWaiting',
    ],
  }),
};
