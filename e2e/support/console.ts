import type { Page, Route } from '@playwright/test';
import { permissionsOf, type StaffRole } from '../../packages/domain/src/staff/staff-roles.ts';

/**
 * The staff console's screens with the staff API answered by the page itself (page.route), for
 * checks of what a screen looks like and how accessible it is in each language and role, apart
 * from the journeys that sign in against the real service. Answers follow the routes' shapes
 * (apps/server/src/modules/staff, modules/console/auth).
 */
export interface ConsoleWorld {
  role: StaffRole;
  signedIn: boolean;
}

const ME_ID = '00000000-0000-4000-8000-000000000001';
const OTHER_ID = '00000000-0000-4000-8000-000000000002';

const MEMBERS = [
  {
    id: ME_ID,
    email: 'ada@puente.example',
    name: 'Ada Admin',
    role: 'administrator',
    status: 'active',
    hasTotp: true,
    hasPasskey: true,
    lastSignInAt: '2026-11-26T15:00:00.000Z',
  },
  {
    id: OTHER_ID,
    email: 'rui@puente.example',
    name: 'Rui Reviewer',
    role: 'reviewer',
    status: 'active',
    hasTotp: true,
    hasPasskey: false,
    lastSignInAt: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'fe@puente.example',
    name: 'Fe Finance',
    role: 'finance',
    status: 'invited',
    hasTotp: false,
    hasPasskey: false,
    lastSignInAt: null,
  },
];

const PROPOSALS = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    kind: 'refund',
    customerId: null,
    subjectType: 'credit',
    subjectId: 'cr-1',
    payload: { amount: 125050, currency: 'MXN' },
    note: 'Overpaid twice',
    status: 'proposed',
    proposedBy: OTHER_ID,
    proposedAt: '2026-11-26T14:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    outcome: null,
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    kind: 'penaltyWaiver',
    customerId: null,
    subjectType: 'loan',
    subjectId: 'ln-7',
    payload: { amount: 30000, currency: 'MXN' },
    note: null,
    status: 'proposed',
    proposedBy: ME_ID,
    proposedAt: '2026-11-26T13:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    outcome: null,
  },
];

const ok = (route: Route, data: unknown) => route.fulfill({ json: { code: 0, msg: 'ok', data } });

export async function consoleWithStandInApi(page: Page, world: ConsoleWorld): Promise<ConsoleWorld> {
  await page.route('**/staff-api/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/staff-api/, '');
    const post = request.method() === 'POST';
    if (path === '/me' && !world.signedIn) {
      return route.fulfill({
        status: 401,
        json: { code: 10011001, msg: 'Your staff session has ended.', data: null },
      });
    }
    if (path === '/me') {
      return ok(route, {
        memberId: ME_ID,
        name: 'Ada Admin',
        role: world.role,
        permissions: permissionsOf(world.role),
      });
    }
    if (post && path === '/sign-in')
      return ok(route, {
        pending: 'pending-sign-in-0001',
        factors: ['totp', 'passkey'],
        expiresInSeconds: 300,
      });
    if (post && path === '/sign-in/totp') {
      world.signedIn = true;
      return ok(route, { memberId: ME_ID, name: 'Ada Admin', role: world.role });
    }
    if (post && path === '/invites/accept/start') {
      return ok(route, {
        email: 'new@puente.example',
        name: 'Nia New',
        role: 'agent',
        totpSecret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Puente:new%40puente.example?secret=JBSWY3DPEHPK3PXP&issuer=Puente',
      });
    }
    if (path === '/staff') return ok(route, { members: MEMBERS });
    if (post && path === '/staff/invites')
      return ok(route, {
        memberId: OTHER_ID,
        path: '/console/invite#invite-token-0001',
        link: null,
        expiresAt: '2026-11-29T15:00:00.000Z',
      });
    if (path === '/proposals') return ok(route, { items: PROPOSALS });
    if (post && path === '/session/end') {
      world.signedIn = false;
      return ok(route, null);
    }
    return route.fulfill({
      status: 404,
      json: { code: 404, msg: `no stand-in for ${request.method()} ${path}`, data: null },
    });
  });
  return world;
}
