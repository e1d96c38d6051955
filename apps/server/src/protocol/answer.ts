import {
  DomainError,
  ERRORS,
  type ErrorName,
  errorMessage,
  type Language,
  SUCCESS_MESSAGES,
  type SuccessMessageName,
} from '@puente/domain';
import type { FastifyReply } from 'fastify';

/** The answer shape of spec §7: code 0 is success, msg is in the request's language. */
export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function okAnswer<T>(data: T, lang: Language, message: SuccessMessageName = 'ok'): Answer<T> {
  return { code: 0, msg: SUCCESS_MESSAGES[message][lang], data };
}

/** A refusal; its parameters (the field at fault, the seconds to wait) travel in `data` for clients. */
export function errorAnswer(
  error: DomainError,
  lang: Language,
): Answer<Record<string, string | number> | null> {
  const data = Object.keys(error.params).length > 0 ? error.params : null;
  return { code: error.code, msg: errorMessage(error.errorName, lang, error.params), data };
}

export function sendError(
  reply: FastifyReply,
  lang: Language,
  name: ErrorName,
  params?: Record<string, string | number>,
) {
  return reply.status(ERRORS[name].http).send(errorAnswer(new DomainError(name, params), lang));
}
