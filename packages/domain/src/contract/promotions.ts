import { leadAnswer, leadPayload, promotionAnswer } from '../promotions/promotion-payloads.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

const tags = ['promotion'];

/** The promotion pages' calls; the spec names none, so they follow the others' envelope and style. */
export const promotionContracts = {
  view: defineContract({
    method: 'GET',
    path: '/promotion/yx3',
    summary: "The promotion page: the products' lowest first-loan rate, the steps, and places left today",
    tags,
    auth: false,
    payload: emptyPayload,
    answer: promotionAnswer,
    errors: [],
  }),
  lead: defineContract({
    method: 'POST',
    path: '/promotion/lead',
    summary: 'Leave a mobile number for the registration that follows; says if it is already registered',
    tags,
    auth: false,
    payload: leadPayload,
    answer: leadAnswer,
    errors: ['mobileEmpty', 'mobileFormat'],
  }),
};
