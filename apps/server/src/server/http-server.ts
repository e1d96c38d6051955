import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppRegistry } from '../protocol/app-registry.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from '../protocol/body-limits.ts';
import { installErrorHandlers } from '../protocol/error-handler.ts';
import { installJsonBodyParser } from '../protocol/json-body-parser.ts';
import { installSecurityHeaders } from '../protocol/security-headers.ts';
import type { Config } from '../settings/config.ts';
import { fastifyTrustProxy } from '../settings/trust-proxy.ts';
import { inlineScriptHashes } from '../web/inline-scripts.ts';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/**
 * The HTTP server before any module: logging, error answers, body limits and a JSON parser that
 * refuses deep nesting, security headers, uploads and rate limits. Installed first, so every module's routes inherit them.
 */
export async function createHttpServer(
  config: Config,
  deps: { apps: AppRegistry; redis: Redis | undefined },
): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Side routes (sandbox pages, docs) take small bodies; calls, webhooks and uploads set their own.
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // The query string holds the envelope (personal data under a public key): log the path only.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
      },
    },
  });
  installErrorHandlers(app, deps.apps);
  installJsonBodyParser(app);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'", ...inlineScriptHashes(config.webDist)],
      },
    },
  });
  // Only the staff console's session travels in a cookie (decision 053); borrowers use bearer tokens.
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'puente-rl-' } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `retry in ${context.after}` }),
  });
  return app;
}
