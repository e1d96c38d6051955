import { z } from 'zod';
import {
  codeSentAnswer,
  credentialsPayload,
  emptyPayload,
  existsAnswer,
  getVerifyCodePayload,
  mobilePayload,
  requiredAnswer,
  tokenAnswer,
  userInfoAnswer,
} from '../security/payloads.ts';
import { defineContract, SESSION_ERRORS } from './contract.ts';

const tags = ['security'];
const mobileErrors = ['mobileEmpty', 'mobileFormat'] as const;
const codeErrors = ['codeEmpty', 'codeInvalid', 'codeExpired', 'codeLocked'] as const;

/** Sign-up, sign-in and the session (spec §7, /security). */
export const securityContracts = {
  getVerifyCode: defineContract({
    method: 'POST',
    path: '/security/getVerifyCode',
    summary: 'Send a one-time code by SMS, or by a voice call as the second channel',
    tags,
    auth: false,
    payload: getVerifyCodePayload,
    answer: codeSentAnswer,
    // With an orderNo, the session's refusals and the order's too (decision 033).
    errors: [
      ...mobileErrors,
      'sendLimit',
      'sendTooSoon',
      'sendFailed',
      ...SESSION_ERRORS,
      'orderNotFound',
      'orderNotReady',
      'offerExpired',
    ],
  }),
  existsByMobile: defineContract({
    method: 'GET',
    path: '/security/existsByMobile',
    summary: 'Whether a number already has an account (limited per address and per number)',
    tags,
    auth: false,
    payload: mobilePayload,
    answer: existsAnswer,
    errors: mobileErrors,
  }),
  isRequiredVerificationCode: defineContract({
    method: 'GET',
    path: '/security/isRequiredVerificationCode',
    summary: 'Whether this number needs a code to sign in: always true, review accounts included',
    tags,
    auth: false,
    payload: mobilePayload,
    answer: requiredAnswer,
    errors: mobileErrors,
  }),
  register: defineContract({
    method: 'POST',
    path: '/security/register',
    summary: 'Create an account with a number and its code; answers a session token',
    tags,
    auth: false,
    payload: credentialsPayload,
    answer: tokenAnswer,
    errors: [...mobileErrors, ...codeErrors, 'mobileRegistered'],
  }),
  login: defineContract({
    method: 'POST',
    path: '/security/login',
    summary: "Sign in with a number and its code; ends the user's other sessions",
    tags,
    auth: false,
    payload: credentialsPayload,
    answer: tokenAnswer,
    errors: [...mobileErrors, ...codeErrors, 'mobileNotRegistered'],
  }),
  getUserInfo: defineContract({
    method: 'GET',
    path: '/security/getUserInfo',
    summary: 'The signed-in borrower',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: userInfoAnswer,
    errors: [],
  }),
  logout: defineContract({
    method: 'POST',
    path: '/security/logout',
    summary: 'End this session',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.null(),
    errors: [],
  }),
};
