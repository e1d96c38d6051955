import { emptyPayload } from '@puente/domain';
import { z } from 'zod';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import { orderNoPayload, requireOrderNo } from '../loans/loan-schemas.ts';
import type { AgreementService } from './agreement-service.ts';

const tags = ['loans'];

const agreementAnswer = z.object({
  orderNo: z.string(),
  version: z.string(),
  language: z.enum(['en', 'es']),
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

export function agreementCalls(agreements: AgreementService): CallDefinition[] {
  const show = (path: string, summary: string) =>
    defineCall({
      method: 'GET',
      path,
      summary,
      tags,
      auth: true,
      payload: orderNoPayload,
      answer: agreementAnswer,
      handler: async (c) => ({
        data: await agreements.agreement(sessionUser(c), requireOrderNo(c.payload), c.lang),
      }),
    });
  return [
    show(
      '/loan/loan-order/loanAgreement',
      "The loan agreement of an order, from the order's exact figures and the borrower's data, in the request language; the signed copy once signed",
    ),
    show(
      '/loan/get-money/contract',
      'The agreement as signed (text, version, hash and the evidence of acceptance); before signing, the text to sign',
    ),
    defineCall({
      method: 'POST',
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
      handler: async (c) => ({
        data: await agreements.sign({ ip: c.ip, userAgent: c.userAgent, lang: c.lang }, sessionUser(c), {
          orderNo: requireOrderNo(c.payload),
          code: c.payload.code,
          agree: c.payload.agree,
        }),
      }),
    }),
    defineCall({
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
            language: z.enum(['en', 'es']),
            signedAt: z.string(),
            sha256: z.string(),
          }),
        ),
      }),
      handler: async (c) => ({ data: { agreements: await agreements.list(sessionUser(c), c.lang) } }),
    }),
  ];
}
