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
/** A refusal; its parameters (the field at fault, the seconds to wait) or its detail travel in `data`. */
export function errorAnswer(error: DomainError, lang: Language): Answer<unknown> {
  const data = error.detail?.data ?? (Object.keys(error.params).length > 0 ? error.params : null);
  const msg = error.detail?.message?.[lang] ?? errorMessage(error.errorName, lang, error.params);
  return { code: error.code, msg, data };
}

export function sendError(
  reply: FastifyReply,
  lang: Language,
  name: ErrorName,
  params?: Record<string, string | number>,
) {
  return reply.status(ERRORS[name].http).send(errorAnswer(new DomainError(name, params), lang));
}
