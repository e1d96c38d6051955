import { defineContract } from './contract.ts';
import {
  checkoutPayload,
  checkoutSchema,
  payOrderPayload,
  payOrderStatusSchema,
} from './repayment-schemas.ts';

const tags = ['repayment'];
const summary = (name: string) =>
  `A ${name} hosted checkout for one amount (whole naira, the product's minimum and step) or for a waiting extension's fee; Nigeria only`;
const checkoutErrors = [
  'orderNoMissing',
  'orderNotFound',
  'notRepaying',
  'noPaymentMethod',
  'payloadInvalid',
  'extensionNotFound',
  'extensionNotWaiting',
  'repayAmountNotWhole',
  'repayAmountBelowMinimum',
  'repayAmountNotStep',
  'repayAmountAboveOwed',
] as const;

/** The Nigerian gateways' hosted checkouts and what they say about a pay order (spec §7, /repay). */
export const cashierContracts = {
  paystack: defineContract({
    method: 'GET',
    path: '/repay/paystack/authorization',
    summary: summary('Paystack'),
    tags,
    auth: true,
    payload: checkoutPayload,
    answer: checkoutSchema,
    errors: checkoutErrors,
  }),
  flutterwave: defineContract({
    method: 'GET',
    path: '/repay/flutterwave/repay-link',
    summary: summary('Flutterwave'),
    tags,
    auth: true,
    payload: checkoutPayload,
    answer: checkoutSchema,
    errors: checkoutErrors,
  }),
  verify: defineContract({
    method: 'GET',
    path: '/repay/flutterwave/verify-opt',
    summary:
      "Where one of the borrower's pay orders stands, for either gateway: a pending checkout is verified with the gateway and, when paid, credited at once",
    tags,
    auth: true,
    payload: payOrderPayload,
    answer: payOrderStatusSchema,
    errors: ['payOrderMissing', 'payOrderTimedOut'],
  }),
};
