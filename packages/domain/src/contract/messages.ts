import { z } from 'zod';
import { MESSAGE_KIND_NAMES } from '../messages/message-kinds.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

const tags = ['messages'];

/** One message as the inbox lists it; title and text are in the request's language. */
export const messageSummarySchema = z.object({
  id: z.string().describe('names the message for /msg/detail'),
  kind: z.enum(MESSAGE_KIND_NAMES as [string, ...string[]]),
  title: z.string(),
  preview: z.string().describe('the start of the text, one line'),
  time: z.string().describe('when it was written, ISO 8601 on the service clock'),
  read: z.boolean(),
  orderNo: z.string().nullable(),
});

export const messageSchema = messageSummarySchema.extend({
  text: z.string().describe('the whole text, amounts and dates formatted for the market'),
  action: z
    .object({
      label: z.string(),
      route: z.string().describe("the app's route to open, e.g. /repay/repay_detail"),
    })
    .nullable(),
});

export const messagePreferencesSchema = z.object({
  marketing: z.boolean().describe('offers by SMS/WhatsApp; notices about loans are sent whatever this says'),
  whatsapp: z.boolean().describe('also by WhatsApp where the service offers it'),
  whatsappOffered: z.boolean(),
});

/** The inbox (spec routes msgList and msgDetail) and what the borrower lets the service send. */
export const messageContracts = {
  list: defineContract({
    method: 'GET',
    path: '/msg/list',
    summary:
      "The borrower's messages, newest first, kept for the life of the account; page from 1, " +
      'at most 50 a page',
    tags,
    auth: true,
    alsoPost: true,
    payload: z.object({
      page: z.coerce.number().int().min(1).max(10_000).optional(),
      size: z.coerce.number().int().min(1).max(50).optional(),
    }),
    answer: z.object({ list: z.array(messageSummarySchema), total: z.number(), unread: z.number() }),
    errors: [],
  }),
  detail: defineContract({
    method: 'GET',
    path: '/msg/detail',
    summary: 'One message, whole; reading it marks it read',
    tags,
    auth: true,
    alsoPost: true,
    payload: z.object({ id: z.string().trim().min(1).max(40) }),
    answer: messageSchema,
    errors: ['messageNotFound'],
  }),
  unread: defineContract({
    method: 'GET',
    path: '/msg/unread',
    summary: 'How many messages the borrower has not opened (the badge on the Me tab)',
    tags,
    auth: true,
    alsoPost: true,
    payload: emptyPayload,
    answer: z.object({ unread: z.number() }),
    errors: [],
  }),
  readAll: defineContract({
    method: 'POST',
    path: '/msg/read_all',
    summary: 'Marks every message read',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: z.object({ unread: z.number() }),
    errors: [],
  }),
  preferences: defineContract({
    method: 'GET',
    path: '/msg/preferences',
    summary: 'What the borrower lets the service send besides the inbox and the notices the law requires',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: messagePreferencesSchema,
    errors: [],
  }),
  savePreferences: defineContract({
    method: 'POST',
    path: '/msg/preferences',
    summary:
      'Opt in or out of offers, and of WhatsApp; reminders and notices about a loan cannot be turned off',
    tags,
    auth: true,
    payload: z.object({ marketing: z.boolean(), whatsapp: z.boolean() }),
    answer: messagePreferencesSchema,
    errors: [],
  }),
};
