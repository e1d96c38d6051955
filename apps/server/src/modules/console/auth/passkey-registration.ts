import { DomainError } from '@puente/domain';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { StaffCaller } from '../../staff/staff-route.ts';
import type { StaffAuthDeps } from './auth-deps.ts';
import { newestAuthStep, startAuthStep, useAuthStep } from './auth-steps.ts';
import { addPasskey, passkeysOf } from './passkey-store.ts';
import { relyingParty } from './relying-party.ts';
import { memberById } from './staff-credentials.ts';
import { webauthnLibrary } from './webauthn-library.ts';

/**
 * A signed-in member adds a passkey (a second factor besides TOTP). Attestation `none`: the
 * console needs to know the key answers, not who made the authenticator.
 */
export class PasskeyRegistration {
  constructor(private readonly deps: StaffAuthDeps) {}

  async options(caller: StaffCaller): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const member = await memberById(this.deps.db, caller.memberId);
    if (!member) throw new DomainError('staffSignedOut');
    const existing = await passkeysOf(this.deps.db, member.id);
    const { generateRegistrationOptions } = await webauthnLibrary();
    const options = await generateRegistrationOptions({
      rpName: relyingParty(this.deps.config).name,
      rpID: relyingParty(this.deps.config).id,
      userName: member.email,
      userDisplayName: member.name,
      userID: new Uint8Array(Buffer.from(member.id)),
      attestationType: 'none',
      excludeCredentials: existing.map(({ credential }) => ({ id: credential.id })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await startAuthStep(this.deps.db, member.id, 'passkey-register', this.deps.wall(), options.challenge);
    return options;
  }

  async register(caller: StaffCaller, response: RegistrationResponseJSON, name: string | undefined) {
    const step = await newestAuthStep(this.deps.db, caller.memberId, 'passkey-register', this.deps.wall());
    if (!step?.challenge) throw new DomainError('staffPasskeyInvalid');
    const rp = relyingParty(this.deps.config);
    const { verifyRegistrationResponse } = await webauthnLibrary();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: step.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) throw new DomainError('staffPasskeyInvalid');
    const { credential } = verification.registrationInfo;
    return this.deps.db.transaction(async (tx) => {
      if (!(await useAuthStep(tx, step.id, this.deps.wall()))) throw new DomainError('staffPasskeyInvalid');
      const id = await addPasskey(
        tx,
        caller.memberId,
        credential,
        name?.trim() || null,
        new Date(this.deps.wall()),
      );
      await recordStaffAction(tx, caller, this.deps.clock.now(), {
        action: 'staff.passkeyAdded',
        subjectType: 'staffMember',
        subjectId: caller.memberId,
        after: { passkeyId: id, name: name ?? null },
      });
      return { id, name: name?.trim() || null };
    });
  }
}
