import {
  DomainError,
  type Language,
  parseLanguage,
  type StaffPermission,
  type StaffRole,
  staffCan,
} from '@puente/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { okAnswer } from '../../protocol/answer.ts';
import { STAFF_API, STAFF_CSRF_HEADER, staffSessionToken } from './staff-cookies.ts';
import { hashToken, type StaffSessions } from './staff-sessions.ts';

/** Who calls a staff route: the signed-in member, from where, in which language. */
export interface StaffCaller {
  memberId: string;
  sessionId: string;
  role: StaffRole;
  name: string;
  ip: string;
  lang: Language;
}

interface RouteInput<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  request: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  lang: Language;
}

/** `signedIn`: any member with a session; `public`: sign-in steps only. */
export type StaffAccess = StaffPermission | 'signedIn' | 'public';

export interface StaffRoute<Body = unknown, Query = unknown, Params = unknown, Reply = unknown> {
  method: 'GET' | 'POST';
  /** Below /staff-api, e.g. `/queues/vouchers`. */
  url: string;
  access: StaffAccess;
  summary: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  handler(input: RouteInput<Body, Query, Params> & { caller: StaffCaller }): Promise<Reply>;
  /** The handler sends the answer itself (a CSV download, a photo). */
  sendsItsOwnAnswer?: boolean;
}

/** A route for signed-in members holding `access`; the handler is given the caller. */
export function staffRoute<Body = undefined, Query = undefined, Params = undefined, Reply = unknown>(
  route: StaffRoute<Body, Query, Params, Reply> & { access: StaffPermission | 'signedIn' },
): StaffRoute {
  return route as unknown as StaffRoute;
}

/** A sign-in step, reachable without a session (the caller is absent). */
export function publicStaffRoute<
  Body = undefined,
  Query = undefined,
  Params = undefined,
  Reply = unknown,
>(route: {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  handler(input: RouteInput<Body, Query, Params>): Promise<Reply>;
  sendsItsOwnAnswer?: boolean;
}): StaffRoute {
  return { ...route, access: 'public' } as unknown as StaffRoute;
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success)
    throw new DomainError('staffFormInvalid', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
  return parsed.data;
}

/**
 * Mounts staff routes under /staff-api: plain JSON answers `{code, msg, data}`, a session from the
 * cookie only (a borrower's bearer token is never read here), the role's permission checked, and
 * the CSRF header checked on every change.
 */
export function registerStaffRoutes(
  app: FastifyInstance,
  routes: StaffRoute[],
  sessions: StaffSessions,
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `${STAFF_API}${route.url}`,
      handler: async (request, reply) => {
        const lang = parseLanguage(request.headers.lang);
        const caller =
          route.access === 'public' ? undefined : await authorize(request, route, sessions, lang);
        const input = {
          params: parsePart(route.params, request.params),
          query: parsePart(route.query, request.query),
          body: parsePart(route.body, route.method === 'GET' ? undefined : request.body),
          request,
          reply,
          ip: request.ip,
          lang,
        };
        const data = await route.handler({ ...input, caller: caller as StaffCaller });
        if (route.sendsItsOwnAnswer) return reply;
        return okAnswer(data ?? null, lang);
      },
    });
  }
}

async function authorize(
  request: FastifyRequest,
  route: StaffRoute,
  sessions: StaffSessions,
  lang: Language,
): Promise<StaffCaller> {
  const member = await sessions.resolve(staffSessionToken(request));
  if (!member) throw new DomainError('staffSignedOut');
  if (request.method !== 'GET') {
    const csrf = request.headers[STAFF_CSRF_HEADER];
    if (typeof csrf !== 'string' || hashToken(csrf) !== member.csrfHash) throw new DomainError('staffCsrf');
  }
  if (route.access !== 'signedIn' && !staffCan(member.role, route.access as StaffPermission))
    throw new DomainError('staffForbidden');
  return {
    memberId: member.memberId,
    sessionId: member.sessionId,
    role: member.role,
    name: member.name,
    ip: request.ip,
    lang: request.headers.lang ? lang : parseLanguage(member.language),
  };
}
