import { randomBytes } from 'node:crypto';
import { DomainError, type StaffRole } from '@puente/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { staffInvites, staffMembers } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { StaffCaller } from '../../staff/staff-route.ts';
import { hashToken } from '../../staff/staff-sessions.ts';
import type { RequestOrigin, StaffAuthDeps } from './auth-deps.ts';
import { hashPassword } from './password-hash.ts';
import { checkNewPassword } from './password-rule.ts';
import type { SignedIn } from './sign-in-service.ts';
import { takeTotpStep } from './staff-credentials.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

/** An invitation link works once, for 72 hours. */
export const INVITE_HOURS = 72;

export interface NewInvite {
  memberId: string;
  /** `/console/invite#<token>`: the token sits after `#`, so it never reaches a server's logs. */
  path: string;
  /** The same link on PUBLIC_URL, when it is set. */
  link: string | null;
  expiresAt: string;
}

/**
 * Inviting a member: an administrator names them and their role; no e-mail goes out (the service
 * has no e-mail provider), the administrator hands over the link (decision 054). The invited member
 * sets a password and enrols TOTP with it, and is signed in.
 */
export class InviteService {
  constructor(private readonly deps: StaffAuthDeps) {}

  async invite(
    caller: StaffCaller,
    input: { email: string; name: string; role: StaffRole },
  ): Promise<NewInvite> {
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.wall();
    const expiresAt = new Date(now + INVITE_HOURS * 3600_000);
    const memberId = await this.deps.db
      .transaction(async (tx) => {
        const [member] = await tx
          .insert(staffMembers)
          .values({
            email: input.email.trim(),
            name: input.name.trim(),
            role: input.role,
            invitedBy: caller.memberId,
            language: caller.lang,
            createdAt: this.deps.clock.now(),
          })
          .returning({ id: staffMembers.id });
        if (!member) throw new Error('staff member not created');
        await tx.insert(staffInvites).values({
          memberId: member.id,
          tokenHash: hashToken(token),
          invitedBy: caller.memberId,
          createdAt: new Date(now),
          expiresAt,
        });
        await recordStaffAction(tx, caller, this.deps.clock.now(), {
          action: 'staff.invited',
          subjectType: 'staffMember',
          subjectId: member.id,
          after: { email: input.email.trim(), name: input.name.trim(), role: input.role },
        });
        return member.id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new DomainError('staffEmailTaken');
        throw error;
      });
    const path = `/console/invite#${token}`;
    const link = this.deps.config.publicUrl
      ? `${this.deps.config.publicUrl.replace(/\/$/, '')}${path}`
      : null;
    return { memberId, path, link, expiresAt: expiresAt.toISOString() };
  }

  /** Opens the invitation: a fresh TOTP secret to enrol (each call replaces the last one offered). */
  async start(token: string) {
    const { invite, member } = await this.openInvite(this.deps.db, token);
    const secret = newTotpSecret();
    await this.deps.db
      .update(staffInvites)
      .set({ pendingTotpSecret: this.deps.totpBox.seal(secret) })
      .where(eq(staffInvites.id, invite.id));
    return {
      email: member.email,
      name: member.name,
      role: member.role,
      totpSecret: secret,
      otpauthUri: totpUri(secret, member.email),
    };
  }

  async accept(
    input: { token: string; password: string; totpCode: string },
    from: RequestOrigin,
  ): Promise<SignedIn> {
    const { invite, member } = await this.openInvite(this.deps.db, input.token);
    checkNewPassword(input.password, member.email);
    if (!invite.pendingTotpSecret) throw new DomainError('staffCodeInvalid');
    const secret = this.deps.totpBox.open(invite.pendingTotpSecret);
    const step = totpStep(secret, input.totpCode.trim(), this.deps.wall());
    if (step === undefined) throw new DomainError('staffCodeInvalid');
    const passwordHash = await hashPassword(input.password);
    return this.deps.db.transaction(async (tx) => {
      const consumed = await tx
        .update(staffInvites)
        .set({ acceptedAt: new Date(this.deps.wall()) })
        .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.acceptedAt)))
        .returning({ id: staffInvites.id });
      if (consumed.length !== 1) throw new DomainError('staffInviteInvalid');
      await tx
        .update(staffMembers)
        .set({ passwordHash, totpSecret: invite.pendingTotpSecret, failedLogins: 0, lockedUntil: null })
        .where(eq(staffMembers.id, member.id));
      // The code typed here is spent: it cannot sign anyone in afterwards.
      await takeTotpStep(tx, member.id, step);
      const session = await this.deps.sessions.create(tx, member.id, from);
      await recordStaffAction(tx, { memberId: member.id, ip: from.ip }, this.deps.clock.now(), {
        action: 'staff.inviteAccepted',
        subjectType: 'staffMember',
        subjectId: member.id,
        after: { factor: 'totp', sessionId: session.sessionId },
      });
      return { session, member: { id: member.id, name: member.name, role: member.role } };
    });
  }

  private async openInvite(db: Db, token: string) {
    if (token.length > 100) throw new DomainError('staffInviteInvalid');
    const [row] = await db
      .select({ invite: staffInvites, member: staffMembers })
      .from(staffInvites)
      .innerJoin(staffMembers, eq(staffMembers.id, staffInvites.memberId))
      .where(
        and(
          eq(staffInvites.tokenHash, hashToken(token)),
          isNull(staffInvites.acceptedAt),
          gt(staffInvites.expiresAt, new Date(this.deps.wall())),
          isNull(staffMembers.disabledAt),
        ),
      );
    if (!row) throw new DomainError('staffInviteInvalid');
    return row;
  }
}
