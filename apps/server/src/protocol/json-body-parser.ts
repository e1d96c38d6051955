import { DomainError } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { jsonNestsDeeperThan } from './json-depth.ts';

/**
 * The deepest nesting a JSON body may have. A call's body is a flat object of one field (the
 * envelope: depth 1); the sandbox pages send flat objects too. 16 leaves room for anything a client
 * of ours could send and is far from the 800,000 levels that held the event loop for a second.
 * Webhooks keep their own string parser (their providers sign the raw bytes) and their own check.
 */
export const MAX_JSON_DEPTH = 16;

/**
 * Replaces Fastify's application/json parser with one that refuses deep nesting before parsing:
 * the scan is linear and allocates nothing, where parsing `[[[…` builds every level first.
 * Then it parses with Fastify's own default parser (secure-json-parse, refusing `__proto__` and
 * `constructor` keys: prototype poisoning), so empty and malformed bodies keep Fastify's 400 errors.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new DomainError('jsonTooDeep'), undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
