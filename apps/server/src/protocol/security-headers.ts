import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a call of spec §7 (JSON for the app), not a document a browser renders. */
    answersCall?: boolean;
  }
}

/**
 * What OWASP's REST Security cheat sheet asks of an API answer: a browser never renders a call's
 * JSON, so helmet's document headers (a long CSP among them) would only add bytes to every answer.
 */
const CALL_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * Security headers on every answer: the short set on calls (errors included, hence onRequest),
 * helmet's on everything else (the web app, portal and checkout pages). Helmet's middleware is
 * built once here; @fastify/helmet built it again for every request, 7 % of a getUserInfo profile.
 */
export function installSecurityHeaders(app: FastifyInstance, documentOptions: HelmetOptions): void {
  const documentHeaders = helmet(documentOptions);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.answersCall) {
      reply.headers(CALL_HEADERS);
      done();
    } else {
      documentHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    }
  });
}
