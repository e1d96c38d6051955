import { z } from 'zod';
import { emptyPayload } from '../security/payloads.ts';
import { ACCOUNT_TYPES } from '../validation/bank-account.ts';
import { ONBOARDING_STEPS } from '../validation/onboarding-steps.ts';
import { defineContract } from './contract.ts';

const tags = ['profile'];
/** Form fields are checked by the domain validators, which name the field and the rule broken. */
const form = z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));
const nextStep = z.enum([...ONBOARDING_STEPS, 'review']);
/** The account that receives the loan, as the service shows it (never the full number). */
export const bankAccountView = z.object({
  id: z.string(),
  cardType: z.enum(ACCOUNT_TYPES),
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
/** Answers by question code, e.g. {"1": "no", "4": ["kueski"]}. */
const questionnaireAnswers = z.record(
  z.string().regex(/^\d{1,2}$/),
  z.union([z.string().max(40), z.array(z.string().max(40)).max(30)]),
);
const basicInfoAnswer = z.object({ rfcCheckDigitWarning: z.boolean(), nextStep });
const bankAccountAnswer = z.object({ account: bankAccountView, nextStep });
const codeErrors = ['codeEmpty', 'codeInvalid', 'codeExpired', 'codeLocked'] as const;
const nameEnquiryErrors = ['bankUnavailable', 'accountNotFound'] as const;
const bankAccountErrors = [
  'formInvalid',
  ...nameEnquiryErrors,
  'accountNameUnconfirmed',
  // Another phone number's account receives its loans (decision 038).
  'bankAccountTaken',
  ...codeErrors,
] as const;
const basicInfoSummary =
  'Save personal info (spec §3); checked like the form: CURP against birthday and gender, BVN, state/city';

/** The borrower's own data of spec §3: personal and additional info, questionnaire, bank account. */
export const profileContracts = {
  saveBasicInfo: defineContract({
    method: 'POST',
    path: '/user/saveBasicInfo',
    summary: basicInfoSummary,
    tags,
    auth: true,
    payload: form,
    answer: basicInfoAnswer,
    // identityTaken: the CURP/BVN is another phone number's (decision 038).
    errors: ['formInvalid', 'identityTaken'],
  }),
  saveBasicInfoMarket: defineContract({
    method: 'POST',
    path: '/user/saveBasicInfo-market',
    summary: basicInfoSummary,
    tags,
    auth: true,
    payload: form,
    answer: basicInfoAnswer,
    // identityTaken: the CURP/BVN is another phone number's (decision 038).
    errors: ['formInvalid', 'identityTaken'],
  }),
  saveAdditionInfo: defineContract({
    method: 'POST',
    path: '/user/saveAdditionInfo-market',
    summary:
      'Save employment, work address, two emergency contacts and social links; hidden fields are dropped',
    tags,
    auth: true,
    payload: form,
    answer: z.object({ nextStep }),
    errors: ['stepNotReady', 'formInvalid'],
  }),
  saveQuestionnaire: defineContract({
    method: 'POST',
    path: '/user/save/questionnaire',
    summary: 'Save the 11-question credit questionnaire; refused until every question is answered',
    tags,
    auth: true,
    payload: z.object({ answers: questionnaireAnswers }),
    answer: z.object({ nextStep }),
    errors: ['questionnaireIncomplete', 'questionnaireInvalid'],
  }),
  profile: defineContract({
    method: 'GET',
    path: '/user/profile',
    summary: 'Everything the borrower saved so far, which steps are done and the next one',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({
      market: z.string(),
      basicInfo: z.record(z.string(), z.unknown()).nullable(),
      additionInfo: z.record(z.string(), z.unknown()).nullable(),
      questionnaire: questionnaireAnswers.nullable(),
      bankAccounts: z.array(bankAccountView),
      steps: z.record(z.enum(ONBOARDING_STEPS), z.boolean()),
      nextStep,
      submittedAt: z
        .string()
        .nullable()
        .describe('ISO 8601: when POST /user/submit accepted the onboarding; null until then'),
    }),
    errors: [],
  }),
  bankList: defineContract({
    method: 'GET',
    path: '/app/paystack/bank-list',
    summary: "The banks and wallets of the app's market, with their codes",
    tags,
    auth: false,
    payload: emptyPayload,
    answer: z.array(z.object({ code: z.string(), name: z.string() })),
    errors: [],
  }),
  getBankBranch: defineContract({
    method: 'GET',
    path: '/user/getBankBranch',
    summary: 'Mexico: the bank of a CLABE, read from its first three digits',
    tags,
    auth: true,
    payload: z.object({ accountNumber: z.string().max(24) }),
    answer: z.object({ bankCode: z.string(), bankName: z.string() }),
    errors: ['formInvalid'],
  }),
  verifyBankCard: defineContract({
    method: 'GET',
    path: '/user/verifyBankCard',
    summary: "Name enquiry: the account holder's name at the bank and whether it is the applicant's",
    tags,
    auth: true,
    payload: z.object({ bankCode: z.string().max(10), accountNumber: z.string().regex(/^\d{10}$/) }),
    answer: z.object({ accountName: z.string(), matchesApplicant: z.boolean() }),
    errors: [...nameEnquiryErrors, 'nameEnquiryNotOffered'],
  }),
  addBankCard: defineContract({
    method: 'POST',
    path: '/user/addBankCard',
    summary: 'Add the account that receives the loan, confirmed with an SMS code',
    tags,
    auth: true,
    payload: bankAccountPayload,
    answer: bankAccountAnswer,
    errors: bankAccountErrors,
  }),
  updateBankCard: defineContract({
    method: 'POST',
    path: '/user/update-bankCard',
    summary: 'Replace the primary account (the old one is kept, no longer primary)',
    tags,
    auth: true,
    payload: bankAccountPayload,
    answer: bankAccountAnswer,
    errors: bankAccountErrors,
  }),
};

export type BankAccountView = z.infer<typeof bankAccountView>;
