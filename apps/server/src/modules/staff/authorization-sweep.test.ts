import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { STAFF_ROLES, type StaffPermission, staffCan } from '@puente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../paths.ts';
import { type SignedInStaff, signInStaff, staffCall } from '../../testing/staff-fixtures.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import type { StaffRoute } from './staff-route.ts';

/** A value for each path parameter: well formed enough to reach the handler's own checks. */
const concretePath = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

/**
 * Only the steps of signing in and of accepting an invite may be reached without a session, and the
 * first-admin command's door, which refuses without the token the running service wrote (decision 054).
 */
const PUBLIC_PREFIXES = ['/sign-in', '/invites/accept', '/bootstrap/first-admin'];

/**
 * Driven by the staff route list itself, so a route added later is swept too: every route refuses
 * no session, a borrower's token and every role without its permission; every change refuses a
 * missing CSRF token; a role with the permission never meets a 5xx, whatever the dummy input.
 */
describe('the authorization sweep of the staff API', () => {
  let s: TestService;
  let borrowerToken: string;
  const members = new Map<string, SignedInStaff>();
  beforeAll(async () => {
    s = await startTestService('pglite');
    borrowerToken = (await s.newBorrower()).token;
    for (const role of STAFF_ROLES) members.set(role, await signInStaff(s, role));
  });
  afterAll(() => s.close());

  const guarded = () => s.staffRoutes.filter((route) => route.access !== 'public');
  const name = (route: StaffRoute) => `${route.method} ${route.url}`;

  it('has routes to sweep, and no public route but the sign-in steps', () => {
    expect(guarded().length).toBeGreaterThan(5);
    const open = s.staffRoutes.filter((route) => route.access === 'public');
    for (const route of open)
      expect(
        PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
        name(route),
      ).toBe(true);
  });

  it('refuses every route without a session, and with a borrower token', async () => {
    for (const route of guarded()) {
      const url = concretePath(route.url);
      const none = await staffCall(s, undefined, route.method, url, {});
      expect([none.status, none.code], name(route)).toEqual([401, 10011001]);
      const borrower = await staffCall(
        s,
        undefined,
        route.method,
        url,
        {},
        { authorization: `Bearer ${borrowerToken}` },
      );
      expect([borrower.status, borrower.code], name(route)).toEqual([401, 10011001]);
    }
  });

  it('refuses each role without the permission, and never answers 5xx to one with it', async () => {
    for (const route of guarded()) {
      const url = concretePath(route.url);
      for (const role of STAFF_ROLES) {
        const member = members.get(role) as SignedInStaff;
        const reply = await staffCall(s, member, route.method, url, {});
        const allowed = route.access === 'signedIn' || staffCan(role, route.access as StaffPermission);
        if (allowed) expect(reply.status, `${name(route)} as ${role}`).toBeLessThan(500);
        else expect([reply.status, reply.code], `${name(route)} as ${role}`).toEqual([403, 10011002]);
        // Sign-out would end the session the next routes need.
        if (route.url === '/session/end' && reply.status === 200)
          members.set(role, await signInStaff(s, role));
      }
    }
  });

  it('refuses every change without the CSRF token of the session', async () => {
    const admin = members.get('administrator') as SignedInStaff;
    for (const route of guarded().filter((r) => r.method === 'POST')) {
      const reply = await staffCall(s, admin, 'POST', concretePath(route.url), {}, { 'x-csrf-token': '' });
      expect([reply.status, reply.code], name(route)).toEqual([403, 10011003]);
    }
  });

  it('keeps staff routes out of everything a borrower reaches', async () => {
    const admin = members.get('administrator') as SignedInStaff;
    const docs = (await s.app.inject({ url: '/api/docs' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths).filter((p) => p.includes('staff'))).toEqual([]);
    // A staff cookie is no session for the borrower's calls.
    const asBorrower = await s.call('GET', '/security/getUserInfo', {}, {});
    const withCookie = await s.app.inject({
      method: 'GET',
      url: '/api/security/getUserInfo',
      headers: admin.headers,
    });
    expect(withCookie.json().code).not.toBe(0);
    expect(asBorrower.code).not.toBe(0);
    // The borrower app's code names no staff route.
    const webSource = path.join(serverRoot, '../web/src');
    const offenders = filesUnder(webSource).filter((file) =>
      readFileSync(file, 'utf8').includes('staff-api'),
    );
    expect(offenders).toEqual([]);
  });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
