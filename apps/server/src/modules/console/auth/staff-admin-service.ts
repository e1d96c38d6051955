import { DomainError, type StaffRole } from '@puente/domain';
import { asc, eq, max, sql } from 'drizzle-orm';
import { staffMembers, staffPasskeys, staffSessions } from '../../../db/schema.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { StaffCaller } from '../../staff/staff-route.ts';
import type { StaffAuthDeps } from './auth-deps.ts';
import { memberById } from './staff-credentials.ts';

export interface StaffListEntry {
  id: string;
  email: string;
  name: string;
  role: string;
  status: 'invited' | 'active' | 'locked' | 'disabled';
  hasTotp: boolean;
  hasPasskey: boolean;
  lastSignInAt: string | null;
}

/** The administrator's view of the staff: who they are, and disabling or moving them at once. */
export class StaffAdminService {
  constructor(private readonly deps: StaffAuthDeps) {}

  async list(): Promise<StaffListEntry[]> {
    const { db } = this.deps;
    const lastSignIn = db
      .select({ memberId: staffSessions.memberId, at: max(staffSessions.createdAt).as('last_at') })
      .from(staffSessions)
      .groupBy(staffSessions.memberId)
      .as('last_sign_in');
    const passkeys = db
      .select({ memberId: staffPasskeys.memberId, n: sql<number>`count(*)`.as('n') })
      .from(staffPasskeys)
      .groupBy(staffPasskeys.memberId)
      .as('passkeys');
    const rows = await db
      .select({ member: staffMembers, lastAt: lastSignIn.at, passkeys: passkeys.n })
      .from(staffMembers)
      .leftJoin(lastSignIn, eq(lastSignIn.memberId, staffMembers.id))
      .leftJoin(passkeys, eq(passkeys.memberId, staffMembers.id))
      .orderBy(asc(staffMembers.name));
    const now = this.deps.wall();
    return rows.map(({ member, lastAt, passkeys: n }) => ({
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      status: member.disabledAt
        ? 'disabled'
        : !member.passwordHash
          ? 'invited'
          : member.lockedUntil && member.lockedUntil.getTime() > now
            ? 'locked'
            : 'active',
      hasTotp: member.totpSecret !== null,
      hasPasskey: Number(n ?? 0) > 0,
      lastSignInAt: lastAt ? new Date(lastAt).toISOString() : null,
    }));
  }

  /** Disabled at once: every session of theirs ends in the same transaction. */
  async disable(caller: StaffCaller, memberId: string): Promise<void> {
    if (memberId === caller.memberId) throw new DomainError('staffCannotChangeSelf');
    await this.deps.db.transaction(async (tx) => {
      const member = await memberById(tx, memberId);
      if (!member) throw new DomainError('staffMemberNotFound');
      if (member.disabledAt) return;
      const at = this.deps.clock.now();
      await tx
        .update(staffMembers)
        .set({ disabledAt: new Date(this.deps.wall()) })
        .where(eq(staffMembers.id, memberId));
      await this.deps.sessions.revokeAllOf(tx, memberId);
      await recordStaffAction(tx, caller, at, {
        action: 'staff.disabled',
        subjectType: 'staffMember',
        subjectId: memberId,
        before: { status: 'enabled' },
        after: { status: 'disabled' },
      });
    });
  }

  /** A new role ends their sessions: the next sign-in carries the new permissions and nothing else. */
  async changeRole(caller: StaffCaller, memberId: string, role: StaffRole): Promise<void> {
    if (memberId === caller.memberId) throw new DomainError('staffCannotChangeSelf');
    await this.deps.db.transaction(async (tx) => {
      const member = await memberById(tx, memberId);
      if (!member) throw new DomainError('staffMemberNotFound');
      if (member.disabledAt) throw new DomainError('staffMemberDisabled');
      if (member.role === role) return;
      await tx.update(staffMembers).set({ role }).where(eq(staffMembers.id, memberId));
      await this.deps.sessions.revokeAllOf(tx, memberId);
      await recordStaffAction(tx, caller, this.deps.clock.now(), {
        action: 'staff.roleChanged',
        subjectType: 'staffMember',
        subjectId: memberId,
        before: { role: member.role },
        after: { role },
      });
    });
  }
}
