import { z } from 'zod';
import { CODE_CHANNELS } from './verification-rules.ts';

/**
 * Decrypted payloads and answers of the `/security` calls. The server validates with these and the
 * OpenAPI document is generated from them. Mobile and code are checked further by the service,
 * so their specific messages (empty, wrong format) reach the borrower.
 */
const mobile = z
  .string()
  .max(32)
  .describe('Mobile number as typed: national digits, optionally with +52/+234');
const code = z.string().max(12).describe('The one-time code received by SMS or voice call');

export const mobilePayload = z.object({ mobile });
export const getVerifyCodePayload = z.object({
  mobile,
  channel: z.enum(CODE_CHANNELS).default('sms').describe('sms, or voice for a call that reads the code'),
  orderNo: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe(
      'The order whose agreement this code will sign (needs the session): the message names it and its amount',
    ),
});
export const credentialsPayload = z.object({ mobile, code: code.optional() });
export const emptyPayload = z.object({});

export const codeSentAnswer = z.object({
  resendSeconds: z.number().int().describe('Seconds before another code may be requested'),
  expiresInSeconds: z.number().int(),
  channel: z.enum(CODE_CHANNELS),
});
export const existsAnswer = z.boolean().describe('true when the number already has an account');
export const requiredAnswer = z.boolean().describe('false only for configured app-store review numbers');
export const tokenAnswer = z.object({
  token: z.string().describe('Send back as Authorization: Bearer <token>'),
  userId: z.string(),
  mobile: z.string(),
  expiresAt: z.string().describe('ISO 8601'),
});
export const userInfoAnswer = z.object({
  userId: z.string(),
  mobile: z.string().describe('National number, 10 digits'),
  e164: z.string(),
  market: z.enum(['MX', 'NG']),
  registeredAt: z.string(),
});

export type UserInfo = z.infer<typeof userInfoAnswer>;
export type TokenAnswer = z.infer<typeof tokenAnswer>;
export type CodeSentAnswer = z.infer<typeof codeSentAnswer>;
