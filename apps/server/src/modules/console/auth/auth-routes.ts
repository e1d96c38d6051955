import { DomainError, STAFF_ROLES } from '@puente/domain';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { setStaffSessionCookies } from '../../staff/staff-cookies.ts';
import { publicStaffRoute, type StaffRoute, staffRoute } from '../../staff/staff-route.ts';
import type { StaffAuthDeps } from './auth-deps.ts';
import { BOOTSTRAP_HEADER, type BootstrapToken } from './bootstrap-token.ts';
import { createFirstAdmin } from './first-admin.ts';
import type { InviteService } from './invite-service.ts';
import type { PasskeyRegistration } from './passkey-registration.ts';
import type { SignedIn, SignInService } from './sign-in-service.ts';
import type { StaffAdminService } from './staff-admin-service.ts';

const email = z.string().trim().min(3).max(200).email();
const token = z.string().min(10).max(100);
const role = z.enum(STAFF_ROLES);
/** A WebAuthn answer as the browser serialises it (PublicKeyCredential.toJSON()); the library checks the rest. */
const credentialJson = z.looseObject({ id: z.string().max(1400), type: z.literal('public-key') });
const memberParams = z.object({ id: z.uuid() });

function origin(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

function startSession(reply: FastifyReply, signedIn: SignedIn) {
  setStaffSessionCookies(reply, signedIn.session);
  return { memberId: signedIn.member.id, name: signedIn.member.name, role: signedIn.member.role };
}

export interface AuthServices {
  signIn: SignInService;
  invites: InviteService;
  passkeys: PasskeyRegistration;
  admin: StaffAdminService;
  bootstrap: BootstrapToken;
  deps: StaffAuthDeps;
}

/** Sign-in steps, invitations and the staff list (decision 054); the handlers only translate. */
export function staffAuthRoutes({
  signIn,
  invites,
  passkeys,
  admin,
  bootstrap,
  deps,
}: AuthServices): StaffRoute[] {
  return [
    publicStaffRoute({
      method: 'POST',
      url: '/sign-in',
      summary:
        'Sign-in, first step: e-mail and password; answers a pending sign-in and the second factors to choose from',
      body: z.object({ email: z.string().max(200), password: z.string().max(1000) }),
      handler: ({ body, request }) => signIn.password(body.email, body.password, origin(request)),
    }),
    publicStaffRoute({
      method: 'POST',
      url: '/sign-in/totp',
      summary: 'Sign-in, second step: the authenticator app’s code; starts the session',
      body: z.object({ pending: token, code: z.string().max(10) }),
      handler: async ({ body, request, reply }) =>
        startSession(reply, await signIn.totp(body.pending, body.code, origin(request))),
    }),
    publicStaffRoute({
      method: 'POST',
      url: '/sign-in/passkey/options',
      summary: 'Sign-in, second step with a passkey: the options for navigator.credentials.get()',
      body: z.object({ pending: token }),
      handler: ({ body }) => signIn.passkeyOptions(body.pending),
    }),
    publicStaffRoute({
      method: 'POST',
      url: '/sign-in/passkey',
      summary: 'Sign-in, second step with a passkey: the assertion; starts the session',
      body: z.object({ pending: token, response: credentialJson }),
      handler: async ({ body, request, reply }) =>
        startSession(
          reply,
          await signIn.passkey(
            body.pending,
            body.response as unknown as AuthenticationResponseJSON,
            origin(request),
          ),
        ),
    }),
    publicStaffRoute({
      method: 'POST',
      url: '/invites/accept/start',
      summary: 'Opens an invitation: the member’s name and a TOTP secret (and otpauth URI) to enrol',
      body: z.object({ token }),
      handler: ({ body }) => invites.start(body.token),
    }),
    publicStaffRoute({
      method: 'POST',
      url: '/invites/accept',
      summary: 'Accepts an invitation: password and a code of the enrolled TOTP; starts the session',
      body: z.object({ token, password: z.string().max(1000), totpCode: z.string().max(10) }),
      handler: async ({ body, request, reply }) =>
        startSession(reply, await invites.accept(body, origin(request))),
    }),
    publicStaffRoute({
      method: 'POST',
      url: '/bootstrap/first-admin',
      summary: 'The create-admin command, through the running service (needs the token in its data folder)',
      body: z.object({
        email,
        name: z.string().trim().min(1).max(200),
        password: z.string().max(1000),
        force: z.boolean().optional(),
      }),
      handler: async ({ body, request }) => {
        if (!bootstrap.matches(request.headers[BOOTSTRAP_HEADER]))
          throw new DomainError('staffBootstrapRefused');
        return createFirstAdmin(deps, body, { ip: request.ip });
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/me/passkeys/options',
      access: 'signedIn',
      summary: 'Adding a passkey: the options for navigator.credentials.create()',
      handler: ({ caller }) => passkeys.options(caller),
    }),
    staffRoute({
      method: 'POST',
      url: '/me/passkeys',
      access: 'signedIn',
      summary: 'Adding a passkey: the new credential',
      body: z.object({ response: credentialJson, name: z.string().max(100).optional() }),
      handler: ({ caller, body }) =>
        passkeys.register(caller, body.response as unknown as RegistrationResponseJSON, body.name),
    }),
    staffRoute({
      method: 'GET',
      url: '/staff',
      access: 'staff.manage',
      summary: 'The staff: role, status, second factors and last sign-in',
      handler: async () => ({ members: await admin.list() }),
    }),
    staffRoute({
      method: 'POST',
      url: '/staff/invites',
      access: 'staff.manage',
      summary: 'Invites a member: answers the link to hand over (no e-mail is sent)',
      body: z.object({ email, name: z.string().trim().min(1).max(200), role }),
      handler: ({ caller, body }) => invites.invite(caller, body),
    }),
    staffRoute({
      method: 'POST',
      url: '/staff/:id/disable',
      access: 'staff.manage',
      summary: 'Disables a member: their sessions end at once',
      params: memberParams,
      handler: async ({ caller, params }) => {
        await admin.disable(caller, params.id);
        return null;
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/staff/:id/role',
      access: 'staff.manage',
      summary: 'Changes a member’s role: their sessions end at once',
      params: memberParams,
      body: z.object({ role }),
      handler: async ({ caller, params, body }) => {
        await admin.changeRole(caller, params.id, body.role);
        return null;
      },
    }),
  ];
}
