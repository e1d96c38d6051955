import { z } from 'zod';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import type { ProfileService } from './profile-service.ts';

const tags = ['profile'];
/** Form fields are checked by the domain validators, which name the field and the rule broken. */
const form = z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));
const nextStep = z.enum([
  'personalInfo',
  'identity',
  'additionalInfo',
  'questionnaire',
  'bankCard',
  'review',
]);
const account = z.object({
  id: z.string(),
  cardType: z.enum(['CLABE', 'debitCard', 'NUBAN']),
  bankCode: z.string(),
  bankName: z.string(),
  accountMasked: z.string(),
  holderName: z.string().nullable(),
  primary: z.boolean(),
});
const bankAccountPayload = form.describe(
  'MX: cardType (CLABE|debitCard), bankCode (debit card), accountNumber, accountNumberConfirm, holderName, curp; ' +
    'NG: bankCode, accountNumber, accountNumberConfirm, bvn, nameConfirmed; both: code (SMS code to the own number)',
);

export function profileCalls(profile: ProfileService): CallDefinition[] {
  const saveBasic = (path: string) =>
    defineCall({
      method: 'POST',
      path,
      summary:
        'Save personal info (spec §3); checked like the form: CURP against birthday and gender, BVN, state/city',
      tags,
      auth: true,
      payload: form,
      answer: z.object({ rfcCheckDigitWarning: z.boolean(), nextStep }),
      handler: async (c) => ({ data: await profile.saveBasicInfo(c, sessionUser(c), c.payload) }),
    });
  const saveAccount = (path: string, summary: string) =>
    defineCall({
      method: 'POST',
      path,
      summary,
      tags,
      auth: true,
      payload: bankAccountPayload,
      answer: z.object({ account, nextStep }),
      handler: async (c) => ({ data: await profile.addBankAccount(c, sessionUser(c), c.payload as never) }),
    });
  return [
    saveBasic('/user/saveBasicInfo'),
    saveBasic('/user/saveBasicInfo-market'),
    defineCall({
      method: 'POST',
      path: '/user/saveAdditionInfo-market',
      summary:
        'Save employment, work address, two emergency contacts and social links; hidden fields are dropped',
      tags,
      auth: true,
      payload: form,
      answer: z.object({ nextStep }),
      handler: async (c) => ({ data: await profile.saveAdditionInfo(c, sessionUser(c), c.payload) }),
    }),
    defineCall({
      method: 'POST',
      path: '/user/save/questionnaire',
      summary: 'Save the 11-question credit questionnaire; refused until every question is answered',
      tags,
      auth: true,
      payload: z.object({
        answers: z.record(
          z.string().regex(/^\d{1,2}$/),
          z.union([z.string().max(40), z.array(z.string().max(40)).max(30)]),
        ),
      }),
      answer: z.object({ nextStep }),
      handler: async (c) => ({ data: await profile.saveQuestionnaire(c, sessionUser(c), c.payload.answers) }),
    }),
    defineCall({
      method: 'GET',
      path: '/user/profile',
      summary: 'Everything the borrower saved so far, which steps are done and the next one',
      tags,
      auth: true,
      payload: z.object({}),
      answer: z.object({
        market: z.string(),
        basicInfo: z.record(z.string(), z.unknown()).nullable(),
        additionInfo: z.record(z.string(), z.unknown()).nullable(),
        questionnaire: z.record(z.string(), z.unknown()).nullable(),
        bankAccounts: z.array(account),
        steps: z.record(z.string(), z.boolean()),
        nextStep,
        submittedAt: z
          .string()
          .nullable()
          .describe('ISO 8601: when POST /user/submit accepted the onboarding; null until then'),
      }),
      handler: async (c) => ({ data: await profile.profile(sessionUser(c)) }),
    }),
    defineCall({
      method: 'GET',
      path: '/app/paystack/bank-list',
      summary: "The banks and wallets of the app's market, with their codes",
      tags,
      auth: false,
      payload: z.object({}),
      answer: z.array(z.object({ code: z.string(), name: z.string() })),
      handler: async (c) => ({ data: profile.bankList(c.app.market) }),
    }),
    defineCall({
      method: 'GET',
      path: '/user/getBankBranch',
      summary: 'Mexico: the bank of a CLABE, read from its first three digits',
      tags,
      auth: true,
      payload: z.object({ accountNumber: z.string().max(24) }),
      answer: z.object({ bankCode: z.string(), bankName: z.string() }),
      handler: async (c) => ({ data: profile.bankOfClabe(c.payload.accountNumber) }),
    }),
    defineCall({
      method: 'GET',
      path: '/user/verifyBankCard',
      summary: "Name enquiry: the account holder's name at the bank and whether it is the applicant's",
      tags,
      auth: true,
      payload: z.object({ bankCode: z.string().max(10), accountNumber: z.string().regex(/^\d{10}$/) }),
      answer: z.object({ accountName: z.string(), matchesApplicant: z.boolean() }),
      handler: async (c) => ({
        data: await profile.verifyBankAccount(sessionUser(c), c.payload.bankCode, c.payload.accountNumber),
      }),
    }),
    saveAccount('/user/addBankCard', 'Add the account that receives the loan, confirmed with an SMS code'),
    saveAccount(
      '/user/update-bankCard',
      'Replace the primary account (the old one is kept, no longer primary)',
    ),
  ];
}
