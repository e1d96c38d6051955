import {
  ERRORS,
  type FormIssue,
  firstBadAnswer,
  formMessage,
  type IdentityStatus,
  type MarketId,
  nextStep,
  type OnboardingStep,
  validateAdditionalInfo,
  validateBankAccount,
  validatePersonalInfo,
} from '@puente/domain';
import { vi } from 'vitest';
import type { BankAccountSummary, Profile } from '../api/get-profile.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fail, fakeApi, type Handler, ok } from './fake-api.ts';

export const BORROWERS = {
  MX: {
    userId: 'u-mx',
    mobile: '5512345678',
    e164: '+525512345678',
    market: 'MX',
    registeredAt: '2025-01-01',
  },
  NG: {
    userId: 'u-ng',
    mobile: '8031234567',
    e164: '+2348031234567',
    market: 'NG',
    registeredAt: '2025-01-01',
  },
} as const;

/** A logged-in borrower of the market's app, as after login. */
export function signInAs(market: MarketId, language: 'en' | 'es' = 'en'): void {
  localStorage.setItem(STORAGE_KEYS.token, 'Bearer t');
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(BORROWERS[market]));
  localStorage.setItem(STORAGE_KEYS.language, language);
  if (market === 'NG') {
    localStorage.setItem(STORAGE_KEYS.packageName, 'com.puente.naija');
    localStorage.setItem(STORAGE_KEYS.appName, 'Puente Naija');
  }
}

/** A refused form as the service answers it (decision 009): the first issue's text, all issues in data. */
export function formRefusal(issues: FormIssue[]) {
  const first = issues[0] as FormIssue;
  return fail(ERRORS.formInvalid.code, formMessage(first, 'en'), 400, {
    field: first.field,
    rule: first.rule,
    issues: issues.map((issue) => ({
      ...issue,
      msg: { en: formMessage(issue, 'en'), es: formMessage(issue, 'es') },
    })),
  });
}

const NO_PHOTOS: IdentityStatus = {
  back: null,
  front: null,
  face: null,
  ocr: 'pending',
  faceMatch: 'pending',
  completed: false,
  completedAt: null,
};

/** A state where these steps are already done (with minimal data), for tests of later steps. */
export function stepsDone(...steps: OnboardingStep[]): Partial<OnboardingState> {
  const done = (step: OnboardingStep) => steps.includes(step);
  return {
    basicInfo: done('personalInfo')
      ? { firstName: 'Juan', lastName: 'Pérez López', nationalId: 'PUEN900101HDFRNT01', bvn: '22212345678' }
      : null,
    identity: done('identity')
      ? { ...NO_PHOTOS, ocr: 'passed', faceMatch: 'passed', completed: true }
      : NO_PHOTOS,
    additionInfo: done('additionalInfo') ? { workType: 'Student' } : null,
    questionnaire: done('questionnaire') ? { '1': 'no' } : null,
  };
}

export interface OnboardingState {
  basicInfo: Record<string, unknown> | null;
  additionInfo: Record<string, unknown> | null;
  questionnaire: Record<string, string | string[]> | null;
  bankAccounts: BankAccountSummary[];
  identity: IdentityStatus;
  consented: boolean;
}

/**
 * The onboarding calls of the service, in memory, checking what they receive with the same domain
 * validators the server runs. `api.routes` can be overridden per test.
 */
export function fakeOnboarding(market: MarketId, start: Partial<OnboardingState> = {}) {
  const state: OnboardingState = {
    basicInfo: null,
    additionInfo: null,
    questionnaire: null,
    bankAccounts: [],
    identity: NO_PHOTOS,
    consented: false,
    ...start,
  };
  const steps = (): Record<OnboardingStep, boolean> => ({
    personalInfo: state.basicInfo !== null,
    identity: state.identity.completed,
    additionalInfo: state.additionInfo !== null,
    questionnaire: state.questionnaire !== null,
    bankCard: state.bankAccounts.length > 0,
  });
  const profile = (): Profile => ({
    market,
    basicInfo: state.basicInfo,
    additionInfo: state.additionInfo,
    questionnaire: state.questionnaire,
    bankAccounts: state.bankAccounts,
    steps: steps(),
    nextStep: nextStep(steps()),
    submittedAt: null,
  });
  const saveAccount: Handler = ({ payload }) => {
    const checked = validateBankAccount(market, payload);
    if (!checked.ok) return formRefusal(checked.issues);
    if (!payload.code) return fail(ERRORS.codeEmpty.code, ERRORS.codeEmpty.en);
    const { value } = checked;
    const account: BankAccountSummary = {
      id: 'acc-1',
      cardType: value.cardType,
      bankCode: value.bankCode,
      bankName: value.bankName,
      accountMasked: `•••• ${value.accountNumber.slice(-4)}`,
      holderName: value.holderName ?? null,
      primary: true,
    };
    state.bankAccounts = [account];
    return ok({ account, nextStep: nextStep(steps()) });
  };

  const api = fakeApi({
    '/api/user/profile': () => ok(profile()),
    '/api/user/saveBasicInfo-market': ({ payload }) => {
      const checked = validatePersonalInfo(market, payload, new Date());
      if (!checked.ok) return formRefusal(checked.issues);
      state.basicInfo = checked.value as unknown as Record<string, unknown>;
      return ok({ rfcCheckDigitWarning: checked.rfcCheckDigitWarning, nextStep: nextStep(steps()) });
    },
    '/api/user/saveAdditionInfo-market': ({ payload }) => {
      const checked = validateAdditionalInfo(market, payload, BORROWERS[market].mobile);
      if (!checked.ok) return formRefusal(checked.issues);
      state.additionInfo = checked.value;
      return ok({ nextStep: nextStep(steps()) });
    },
    '/api/user/save/questionnaire': ({ payload }) => {
      const answers = payload.answers as Record<string, string | string[]>;
      const bad = firstBadAnswer(
        market,
        Object.fromEntries(Object.entries(answers).map(([k, v]) => [Number(k), v])),
      );
      if (bad) {
        return fail(
          ERRORS.questionnaireIncomplete.code,
          `There are still unanswered questions (question ${bad.code})`,
          400,
          {
            question: bad.code,
          },
        );
      }
      state.questionnaire = answers;
      return ok({ nextStep: nextStep(steps()) });
    },
    '/api/app/paystack/bank-list': () =>
      ok(
        market === 'MX'
          ? [
              { code: '012', name: 'BBVA México' },
              { code: '072', name: 'Banorte' },
            ]
          : [
              { code: '058', name: 'Guaranty Trust Bank' },
              { code: '044', name: 'Access Bank' },
            ],
      ),
    '/api/user/getBankBranch': ({ payload }) =>
      String(payload.accountNumber).startsWith('012')
        ? ok({ bankCode: '012', bankName: 'BBVA México' })
        : ok({ bankCode: '072', bankName: 'Banorte' }),
    '/api/user/verifyBankCard': () => ok({ accountName: 'ADAEZE BELLO', matchesApplicant: false }),
    '/api/security/getVerifyCode': () =>
      ok({ resendSeconds: 60, expiresInSeconds: 300, channel: 'sms' }, 'Sent successfully'),
    '/api/user/addBankCard': saveAccount,
    '/api/user/update-bankCard': saveAccount,
    '/api/user/consent': ({ method, payload }) => {
      if (method === 'POST') state.consented = true;
      return ok({
        consented: state.consented,
        granted: method === 'POST' ? payload.granted : [],
        textVersion: state.consented ? '2025-1' : null,
        consentedAt: null,
        currentTextVersion: '2025-1',
      });
    },
    '/api/user/identity': () => ok(state.identity),
    '/api/user/upload/curp/back': () => upload('back'),
    '/api/user/upload/curp/front': () =>
      state.identity.back ? upload('front') : fail(ERRORS.idBackFirst.code, ERRORS.idBackFirst.en, 409),
    '/api/user/saveFaceImage': () => upload('face'),
    '/api/user/curp/ocr': () => {
      state.identity = { ...state.identity, ocr: 'passed' };
      const read = {
        idType: 'CURP',
        idNumber: 'PUEN900101HDFRNT01',
        firstName: 'JUAN',
        middleName: null,
        lastName: 'PEREZ LOPEZ',
        birthday: '1990-01-01',
        gender: 'male',
      };
      return ok({ read, status: state.identity });
    },
    '/api/user/finishUploadAllImg': () => {
      state.identity = { ...state.identity, faceMatch: 'passed', completed: true, completedAt: 'now' };
      return ok(state.identity);
    },
  });
  function upload(kind: 'back' | 'front' | 'face') {
    const image = { format: 'jpeg' as const, width: 1600, height: 1200, bytes: 400_000, uploadedAt: 'now' };
    state.identity = { ...state.identity, [kind]: image, ocr: 'pending', completed: false };
    return ok(state.identity);
  }
  vi.stubGlobal('fetch', api.fetch);
  return { api, state, profile };
}

/** The last request to a path, as the server saw it. */
export function lastCall(api: ReturnType<typeof fakeApi>, path: string) {
  return [...api.seen].reverse().find((request) => request.path === `/api${path}`);
}
