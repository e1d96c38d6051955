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
  VERIFICATION,
} from '@puente/domain';
import { z } from 'zod';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import type { SecurityService } from './security-service.ts';

const tags = ['security'];
const HOUR_MS = 3_600_000;

export function securityCalls(security: SecurityService): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      path: '/security/getVerifyCode',
      summary: 'Send a one-time code by SMS, or by a voice call as the second channel',
      tags,
      auth: false,
      payload: getVerifyCodePayload,
      answer: codeSentAnswer,
      rateLimit: { max: VERIFICATION.maxSendsPerIpPerHour, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await security.sendCode(c, c.payload), message: 'codeSent' }),
    }),
    defineCall({
      method: 'GET',
      path: '/security/existsByMobile',
      summary: 'Whether a number already has an account',
      tags,
      auth: false,
      payload: mobilePayload,
      answer: existsAnswer,
      handler: async (c) => ({ data: await security.exists(c, c.payload) }),
    }),
    defineCall({
      method: 'GET',
      path: '/security/isRequiredVerificationCode',
      summary: 'Whether this number needs a code to sign in (false for app-store review accounts)',
      tags,
      auth: false,
      payload: mobilePayload,
      answer: requiredAnswer,
      handler: async (c) => ({ data: await security.isCodeRequired(c, c.payload) }),
    }),
    defineCall({
      method: 'POST',
      path: '/security/register',
      summary: 'Create an account with a number and its code; answers a session token',
      tags,
      auth: false,
      payload: credentialsPayload,
      answer: tokenAnswer,
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await security.register(c, c.payload), message: 'registered' }),
    }),
    defineCall({
      method: 'POST',
      path: '/security/login',
      summary: "Sign in with a number and its code; ends the user's other sessions",
      tags,
      auth: false,
      payload: credentialsPayload,
      answer: tokenAnswer,
      rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      handler: async (c) => ({ data: await security.login(c, c.payload), message: 'loggedIn' }),
    }),
    defineCall({
      method: 'GET',
      path: '/security/getUserInfo',
      summary: 'The signed-in borrower',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: userInfoAnswer,
      handler: async (c) => ({ data: security.userInfo(sessionUser(c)) }),
    }),
    defineCall({
      method: 'POST',
      path: '/security/logout',
      summary: 'End this session',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: z.null(),
      handler: async (c) => {
        await security.logout(c, sessionUser(c));
        return { data: null, message: 'loggedOut' };
      },
    }),
  ];
}
