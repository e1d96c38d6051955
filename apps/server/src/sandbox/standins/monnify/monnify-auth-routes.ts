import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StandInContext } from '../standin.ts';
import { KIND, type MonnifyStandInOptions, ok, refused } from './monnify-standin-options.ts';

const LOGIN_PATH = '/api/v1/auth/login';
/** The tester's switch: while on, Monnify answers every call 503, as during an outage. */
export const MONNIFY_OUTAGE_PATH = '/sandbox/outage';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Monnify's OAuth: a login with Basic base64(apiKey:clientSecret) answers a bearer token and its
 * `expiresIn`; every /api call needs a token that is known and not expired (on the stand-in's clock),
 * or is answered 401 as Monnify's gateway answers it.
 */
export function registerMonnifyAuth(
  app: FastifyInstance,
  { store, now }: StandInContext,
  options: MonnifyStandInOptions,
): void {
  const lifetime = options.tokenLifetimeSeconds ?? 3_599;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.endsWith(MONNIFY_OUTAGE_PATH)) return;
    if ((await store.get<{ down: boolean }>(KIND.switch, 'outage'))?.down)
      return reply.code(503).type('text/plain').send('Service Unavailable');
    if (!path.includes('/api/') || path.endsWith(LOGIN_PATH)) return;
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ? await store.get<{ expiresAt: number }>(KIND.token, bearer) : undefined;
    if (!token || token.expiresAt <= now().getTime())
      return reply.code(401).send({
        error: 'invalid_token',
        error_description: token ? 'Access token expired' : 'Invalid access token',
      });
  });
  app.post(LOGIN_PATH, async (request, reply) => {
    const basic = /^Basic (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const given = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
    if (!same(given, `${options.apiKey}:${options.clientSecret}`))
      return reply.code(401).send(refused('99', 'Invalid client credentials'));
    const accessToken = randomBytes(24).toString('base64url');
    await store.put(KIND.token, accessToken, { expiresAt: now().getTime() + lifetime * 1000 });
    return ok({ accessToken, expiresIn: lifetime });
  });
  app.post<{ Body: { down?: unknown } }>(MONNIFY_OUTAGE_PATH, async (request, reply) => {
    if (typeof request.body?.down !== 'boolean')
      return reply.code(400).send({ error: 'down: true or false' });
    await store.put(KIND.switch, 'outage', { down: request.body.down });
    return { down: request.body.down };
  });
}
