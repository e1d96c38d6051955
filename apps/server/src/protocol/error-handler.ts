import { DomainError, ERRORS, type ErrorName } from '@puente/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorAnswer, sendError } from './answer.ts';
import type { AppRegistry } from './app-registry.ts';
import { requestLanguage } from './request-language.ts';

/**
 * Every failure leaves as `{code, msg, data: null}` in the borrower's language. Bad input maps to
 * its own code with a 4xx status; only a fault of ours is a 5xx, and its details stay in the log.
 */
export function installErrorHandlers(app: FastifyInstance, apps: AppRegistry): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request, apps);
    // Refused before its body was read (rate limit, session, size): closing the connection spares
    // reading and discarding what the client is still sending (issue 17: 800 KB at a time).
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof DomainError)
      return reply.status(ERRORS[error.errorName].http).send(errorAnswer(error, lang));
    const name = classify(error);
    if (name === 'internal' || name === 'unavailable') request.log.error({ err: error }, 'request failed');
    return sendError(reply, lang, name);
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, requestLanguage(request, apps), 'notFound'));
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

function classify(error: FastifyError): ErrorName {
  if (error.statusCode === 429) return 'tooManyRequests';
  if (error.statusCode === 413) return 'requestTooLarge';
  if (databaseUnreachable(error)) return 'unavailable';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'requestUnreadable';
  return 'internal';
}

/** The query layer wraps the driver's error (DrizzleQueryError), so the cause chain is searched too. */
function databaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (/Connection terminated|timeout exceeded when trying to connect/.test(error.message)) return true;
  return databaseUnreachable(error.cause, depth + 1);
}
