import type { FastifyReply } from 'fastify';

/**
 * Termii's refusals, as its API answers them: a JSON body with `code` (the HTTP status) and a
 * `message`. The 404 for a sender ID the account does not own is Termii's own wording, as its API
 * returns it to integrators ("ApplicationSenderId not found for applicationId: … and senderName: …").
 * Termii documents the statuses (400, 401, 404, 422) but not every message; the other wordings are
 * ours, marked in decision 051.
 */
export const TERMII_ERRORS = {
  unauthorized: { status: 401, message: 'Invalid API key' },
  senderNotFound: { status: 404, message: 'ApplicationSenderId not found' },
  unprocessable: { status: 422, message: 'The given data was invalid' },
  unreachable: { status: 400, message: 'Invalid phone number: the number cannot be reached' },
  balance: { status: 400, message: 'Insufficient balance' },
} as const;

export type TermiiError = (typeof TERMII_ERRORS)[keyof typeof TERMII_ERRORS];

export function replyTermiiError(reply: FastifyReply, error: TermiiError, detail?: string) {
  return reply.code(error.status).send({ code: error.status, message: detail ?? error.message });
}
