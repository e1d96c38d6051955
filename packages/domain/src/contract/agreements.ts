import { z } from 'zod';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';
import { language, orderNoPayload } from './loan-schemas.ts';

const tags = ['loans'];
const orderErrors = ['orderNoMissing', 'orderNotFound'] as const;

const agreementAnswer = z.object({
  orderNo: z.string(),
  version: z.string(),
  language,
  title: z.string(),
  text: z.string().describe('plain text, lines separated by \\n'),
  sha256: z.string().describe('hex SHA-256 of the UTF-8 bytes of `text`, exactly as answered'),
  signed: z.boolean(),
  signedAt: z.string().optional().describe('ISO 8601, once signed'),
  evidence: z
    .object({ ip: z.string(), userAgent: z.string() })
    .optional()
    .describe('what was recorded with the signature, once signed'),
});

/** The loan agreement: shown, signed with the own number's code, and kept (spec §7, /loan). */
export const agreementContracts = {
  loanAgreement: defineContract({
    method: 'GET',
    path: '/loan/loan-order/loanAgreement',
    summary:
      "The loan agreement of an order, from the order's exact figures and the borrower's data, in the request language; the signed copy once signed",
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: agreementAnswer,
    errors: orderErrors,
  }),
  contract: defineContract({
    method: 'GET',
    path: '/loan/get-money/contract',
    summary:
      'The agreement as signed (text, version, hash and the evidence of acceptance); before signing, the text to sign',
    tags,
    auth: true,
    payload: orderNoPayload,
    answer: agreementAnswer,
    errors: orderErrors,
  }),
  validateVerifyCode: defineContract({
    method: 'GET',
    alsoPost: true,
    path: '/loan/validateVerifyCode',
    summary:
      'Sign an approved offer (14 → 18): the tick box (agree) and the code sent by POST /security/getVerifyCode to the own number; keeps time, IP, user agent, version, language, text and hash',
    tags,
    auth: true,
    payload: orderNoPayload.extend({
      code: z.string().trim().max(10).optional(),
      agree: z.boolean().optional().describe('the "I agree to the loan agreement" tick box'),
    }),
    answer: z.object({ orderNo: z.string(), status: z.number() }),
    errors: [
      ...orderErrors,
      'agreementNotAccepted',
      'offerExpired',
      'orderNotReady',
      'codeEmpty',
      'codeInvalid',
      'codeExpired',
      'codeLocked',
    ],
  }),
  list: defineContract({
    method: 'GET',
    path: '/loan/agreement/list',
    summary: "The borrower's signed agreements, newest first (backs /user_center/agreement_list)",
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({
      agreements: z.array(
        z.object({
          orderNo: z.string(),
          title: z.string(),
          version: z.string(),
          language,
          signedAt: z.string(),
          sha256: z.string(),
        }),
      ),
    }),
    errors: [],
  }),
};
