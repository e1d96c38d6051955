import type { FastifyReply, FastifyRequest } from 'fastify';
import { type NewStaffSession, STAFF_ABSOLUTE_TIMEOUT_MS } from './staff-sessions.ts';

/** The session token: never readable by a script, sent only to the staff API. */
export const STAFF_SESSION_COOKIE = 'puente_staff';
/** The CSRF token: the console reads it and sends it back in `x-csrf-token` on every change. */
export const STAFF_CSRF_COOKIE = 'puente_staff_csrf';
export const STAFF_CSRF_HEADER = 'x-csrf-token';
export const STAFF_API = '/staff-api';

const common = { secure: true, sameSite: 'strict' as const, maxAge: STAFF_ABSOLUTE_TIMEOUT_MS / 1000 };

export function setStaffSessionCookies(reply: FastifyReply, session: NewStaffSession): void {
  reply.setCookie(STAFF_SESSION_COOKIE, session.token, { ...common, httpOnly: true, path: STAFF_API });
  reply.setCookie(STAFF_CSRF_COOKIE, session.csrf, { ...common, httpOnly: false, path: '/' });
}

export function clearStaffSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_API });
  reply.clearCookie(STAFF_CSRF_COOKIE, { path: '/' });
}

export function staffSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_SESSION_COOKIE];
}
