import { DomainError } from '@puente/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { staffMembers } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { StaffAuthDeps } from './auth-deps.ts';
import { hashPassword } from './password-hash.ts';
import { checkNewPassword } from './password-rule.ts';
import { newTotpSecret, totpUri } from './totp.ts';

export interface FirstAdminInput {
  email: string;
  name: string;
  password: string;
  /** Makes another administrator though an active one exists (every administrator lost access). */
  force?: boolean;
}

export interface FirstAdmin {
  memberId: string;
  email: string;
  /** Shown once, to be put in an authenticator app; kept only sealed. */
  totpSecret: string;
  otpauthUri: string;
}

/**
 * `npm run staff:create-admin`: the first administrator, with a password and TOTP, who then invites
 * everyone else. Refused while an active administrator exists, unless forced (decision 054).
 */
export async function createFirstAdmin(
  deps: Pick<StaffAuthDeps, 'db' | 'clock' | 'totpBox'>,
  input: FirstAdminInput,
  from: { ip: string },
): Promise<FirstAdmin> {
  const email = input.email.trim();
  checkNewPassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  const totpSecret = newTotpSecret();
  const memberId = await deps.db
    .transaction(async (tx) => {
      const [admin] = await tx
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, 'administrator'), isNull(staffMembers.disabledAt)))
        .limit(1);
      if (admin && !input.force) throw new DomainError('staffAdminExists');
      const [member] = await tx
        .insert(staffMembers)
        .values({
          email,
          name: input.name.trim(),
          role: 'administrator',
          passwordHash,
          totpSecret: deps.totpBox.seal(totpSecret),
          createdAt: deps.clock.now(),
        })
        .returning({ id: staffMembers.id });
      if (!member) throw new Error('administrator not created');
      await recordStaffAction(tx, { memberId: member.id, ip: from.ip }, deps.clock.now(), {
        action: 'staff.adminCreatedByCommand',
        subjectType: 'staffMember',
        subjectId: member.id,
        after: { email, name: input.name.trim(), role: 'administrator', forced: Boolean(admin) },
      });
      return member.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError('staffEmailTaken');
      throw error;
    });
  return { memberId, email, totpSecret, otpauthUri: totpUri(totpSecret, email) };
}
