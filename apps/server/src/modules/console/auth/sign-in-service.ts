import { DomainError } from '@puente/domain';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../../db/database.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { NewStaffSession } from '../../staff/staff-sessions.ts';
import type { RequestOrigin, StaffAuthDeps } from './auth-deps.ts';
import { AUTH_STEP_MS, findAuthStep, setStepChallenge, startAuthStep, useAuthStep } from './auth-steps.ts';
import { passkeyOf, passkeysOf, passkeyUsed } from './passkey-store.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';
import { relyingParty } from './relying-party.ts';
import {
  activeMember,
  clearFailures,
  countFailure,
  isLocked,
  LOCK_MINUTES,
  memberByEmail,
  memberById,
  recordUnknownEmail,
  type StaffMemberRow,
  takeTotpStep,
} from './staff-credentials.ts';
import { totpStep } from './totp.ts';
import { webauthnLibrary } from './webauthn-library.ts';

export type SecondFactor = 'totp' | 'passkey';

export interface PasswordAccepted {
  /** Not a session: it only lets the second factor be given, for five minutes. */
  pending: string;
  factors: SecondFactor[];
  expiresInSeconds: number;
}

export interface SignedIn {
  session: NewStaffSession;
  member: { id: string; name: string; role: string };
}

/**
 * Signing a member in: the password first (a pending sign-in, not a session), then a second factor
 * every time, TOTP or a passkey (decision 054). Wrong passwords and codes count together toward
 * the lockout; an unknown e-mail is answered like a wrong password, after as long a wait.
 */
export class SignInService {
  constructor(private readonly deps: StaffAuthDeps) {}

  async password(email: string, password: string, from: RequestOrigin): Promise<PasswordAccepted> {
    const { db, wall } = this.deps;
    const now = wall();
    const member = await memberByEmail(db, email);
    if (!member || !activeMember(member)) {
      await verifyPassword(password, await decoyHash());
      const known = member;
      await db.transaction(async (tx) => {
        if (!known) return recordUnknownEmail(tx, email, from.ip, this.deps.clock.now());
        await this.audit(tx, known.id, from, 'staff.signInFailed', {
          reason: known.disabledAt ? 'disabled' : 'notEnrolled',
        });
      });
      throw new DomainError('staffSignInRefused');
    }
    this.refuseIfLocked(member, now);
    if (!(await verifyPassword(password, member.passwordHash ?? '')))
      await this.fail(member, 'password', from);
    const factors: SecondFactor[] = [];
    if (member.totpSecret) factors.push('totp');
    if ((await passkeysOf(db, member.id)).length > 0) factors.push('passkey');
    if (factors.length === 0) throw new DomainError('staffNoSecondFactor');
    const pending = await startAuthStep(db, member.id, 'sign-in', now);
    return { pending, factors, expiresInSeconds: AUTH_STEP_MS / 1000 };
  }

  async totp(pending: string, code: string, from: RequestOrigin): Promise<SignedIn> {
    const { step, member } = await this.pendingMember(pending);
    if (!member.totpSecret) throw new DomainError('staffNoSecondFactor');
    const matched = totpStep(this.deps.totpBox.open(member.totpSecret), code.trim(), this.deps.wall());
    if (matched !== undefined) {
      const signedIn = await this.deps.db.transaction(async (tx) => {
        // A code already accepted once (or an older one) is a replay, counted as a failure.
        if (!(await takeTotpStep(tx, member.id, matched))) return undefined;
        return this.succeed(tx, step.id, member, 'totp', from);
      });
      if (signedIn) return signedIn;
    }
    return this.fail(member, 'totp', from, step.id);
  }

  async passkeyOptions(pending: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { step, member } = await this.pendingMember(pending);
    const passkeys = await passkeysOf(this.deps.db, member.id);
    if (passkeys.length === 0) throw new DomainError('staffNoSecondFactor');
    const { generateAuthenticationOptions } = await webauthnLibrary();
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(this.deps.config).id,
      allowCredentials: passkeys.map(({ credential }) => ({
        id: credential.id,
        ...(credential.transports ? { transports: credential.transports } : {}),
      })),
      // The password was the first factor; the passkey is the second, so presence is enough.
      userVerification: 'discouraged',
    });
    await setStepChallenge(this.deps.db, step.id, options.challenge);
    return options;
  }

  async passkey(
    pending: string,
    response: AuthenticationResponseJSON,
    from: RequestOrigin,
  ): Promise<SignedIn> {
    const { step, member } = await this.pendingMember(pending);
    const rp = relyingParty(this.deps.config);
    const stored = step.challenge ? await passkeyOf(this.deps.db, member.id, response.id) : undefined;
    if (!stored || !step.challenge) return this.fail(member, 'passkey', from, step.id);
    // One challenge, one answer: a replayed assertion finds no challenge.
    await setStepChallenge(this.deps.db, step.id, null);
    const { verifyAuthenticationResponse } = await webauthnLibrary();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: step.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: stored.credential,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) return this.fail(member, 'passkey', from, step.id);
    return this.deps.db.transaction(async (tx) => {
      await passkeyUsed(
        tx,
        stored.id,
        verification.authenticationInfo.newCounter,
        new Date(this.deps.wall()),
      );
      const signedIn = await this.succeed(tx, step.id, member, 'passkey', from);
      if (!signedIn) throw new DomainError('staffPendingSignInExpired');
      return signedIn;
    });
  }

  private async pendingMember(pending: string) {
    const now = this.deps.wall();
    const step = await findAuthStep(this.deps.db, pending, 'sign-in', now);
    const member = step ? await memberById(this.deps.db, step.memberId) : undefined;
    if (!step || !member || !activeMember(member)) throw new DomainError('staffPendingSignInExpired');
    this.refuseIfLocked(member, now);
    return { step, member };
  }

  private refuseIfLocked(member: StaffMemberRow, now: number): void {
    if (!isLocked(member, now)) return;
    const minutes = Math.ceil(((member.lockedUntil?.getTime() ?? now) - now) / 60_000);
    throw new DomainError('staffLocked', { minutes });
  }

  private async succeed(
    tx: Db,
    stepId: string,
    member: StaffMemberRow,
    factor: SecondFactor,
    from: RequestOrigin,
  ): Promise<SignedIn | undefined> {
    if (!(await useAuthStep(tx, stepId, this.deps.wall()))) return undefined;
    await clearFailures(tx, member.id);
    const session = await this.deps.sessions.create(tx, member.id, from);
    await this.audit(tx, member.id, from, 'staff.signedIn', { factor, sessionId: session.sessionId });
    return { session, member: { id: member.id, name: member.name, role: member.role } };
  }

  /** Counts the failure (and locks at the fifth), audited; always throws. */
  private async fail(
    member: StaffMemberRow,
    reason: 'password' | SecondFactor,
    from: RequestOrigin,
    stepId?: string,
  ): Promise<never> {
    const now = this.deps.wall();
    const locked = await this.deps.db.transaction(async (tx) => {
      const lockedNow = await countFailure(tx, member.id, now);
      await this.audit(tx, member.id, from, 'staff.signInFailed', { reason });
      if (lockedNow) {
        await this.audit(tx, member.id, from, 'staff.locked', { minutes: LOCK_MINUTES });
        // A lock also ends the pending sign-in: after it the password is asked again.
        if (stepId) await useAuthStep(tx, stepId, now);
      }
      return lockedNow;
    });
    if (locked) throw new DomainError('staffLocked', { minutes: LOCK_MINUTES });
    if (reason === 'password') throw new DomainError('staffSignInRefused');
    throw new DomainError(reason === 'totp' ? 'staffCodeInvalid' : 'staffPasskeyInvalid');
  }

  private audit(tx: Db, memberId: string, from: RequestOrigin, action: string, after: unknown) {
    return recordStaffAction(tx, { memberId, ip: from.ip }, this.deps.clock.now(), {
      action,
      subjectType: 'staffMember',
      subjectId: memberId,
      after,
    });
  }
}
