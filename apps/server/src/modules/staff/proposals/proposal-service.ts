import { DomainError, staffCan } from '@puente/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { staffMembers, staffProposals } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { recordStaffAction } from '../staff-audit.ts';
import type { StaffCaller } from '../staff-route.ts';
import { FAMILY_PERMISSIONS, type ProposalFamily, type ProposalKind } from './proposal-kinds.ts';

export type ProposalRow = typeof staffProposals.$inferSelect;

/**
 * Maker-checker (decision 053): one member proposes, a different member approves, and the action is
 * carried out in the approval's transaction together with both audit entries.
 */
export class ProposalService {
  private readonly kinds = new Map<string, ProposalKind>();

  constructor(private readonly deps: { db: Db; clock: BusinessClock }) {}

  register<P>(kind: ProposalKind<P>): void {
    this.kinds.set(kind.kind, kind as unknown as ProposalKind);
  }

  kindNames(family: ProposalFamily): string[] {
    return [...this.kinds.values()].filter((k) => k.family === family).map((k) => k.kind);
  }

  async propose(
    caller: StaffCaller,
    family: ProposalFamily,
    input: { kind: string; payload: unknown; note?: string | undefined },
  ): Promise<ProposalRow> {
    const kind = this.kindOf(input.kind, family);
    if (!staffCan(caller.role, FAMILY_PERMISSIONS[family].propose)) throw new DomainError('staffForbidden');
    const parsed = kind.payload.safeParse(input.payload);
    if (!parsed.success)
      throw new DomainError('staffFormInvalid', {
        field: parsed.error.issues[0]?.path.join('.') || 'payload',
      });
    const now = this.deps.clock.now();
    try {
      return await this.deps.db.transaction(async (tx) => {
        const subject = await kind.check(tx, parsed.data, now);
        const [row] = await tx
          .insert(staffProposals)
          .values({
            kind: kind.kind,
            ...subject,
            payload: parsed.data as Record<string, unknown>,
            note: input.note ?? null,
            proposedBy: caller.memberId,
            proposedAt: now,
          })
          .returning();
        if (!row) throw new Error('proposal not stored');
        await recordStaffAction(tx, caller, now, {
          action: 'proposal.proposed',
          customerId: subject.customerId,
          subjectType: subject.subjectType,
          subjectId: subject.subjectId,
          after: { proposalId: row.id, kind: kind.kind, payload: parsed.data, note: input.note ?? null },
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('proposalAlreadyOpen');
      throw error;
    }
  }

  async approve(
    caller: StaffCaller,
    id: string,
    family: ProposalFamily,
    note?: string,
  ): Promise<ProposalRow> {
    return this.decide(caller, id, family, 'approved', note);
  }

  async reject(caller: StaffCaller, id: string, family: ProposalFamily, note?: string): Promise<ProposalRow> {
    return this.decide(caller, id, family, 'rejected', note);
  }

  async list(filter: {
    family: ProposalFamily;
    status?: string | undefined;
    customerId?: string | undefined;
  }) {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(staffProposals.status, filter.status));
    if (filter.customerId) conditions.push(eq(staffProposals.customerId, filter.customerId));
    const rows = await this.deps.db
      .select()
      .from(staffProposals)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(staffProposals.proposedAt))
      .limit(200);
    const ofFamily = rows.filter((row) => this.kinds.get(row.kind)?.family === filter.family);
    const names = await this.memberNames(
      ofFamily.flatMap((row) => [row.proposedBy, row.decidedBy ?? row.proposedBy]),
    );
    return ofFamily.map((row) => ({
      ...row,
      proposedByName: names.get(row.proposedBy) ?? null,
      decidedByName: row.decidedBy ? (names.get(row.decidedBy) ?? null) : null,
    }));
  }

  /** Members' names, so a list says who proposed and who decided. */
  private async memberNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.deps.db
      .select({ id: staffMembers.id, name: staffMembers.name })
      .from(staffMembers)
      .where(inArray(staffMembers.id, unique));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private kindOf(name: string, family: ProposalFamily): ProposalKind {
    const kind = this.kinds.get(name);
    if (!kind || kind.family !== family) throw new DomainError('staffFormInvalid', { field: 'kind' });
    return kind;
  }

  private async decide(
    caller: StaffCaller,
    id: string,
    family: ProposalFamily,
    status: 'approved' | 'rejected',
    note: string | undefined,
  ): Promise<ProposalRow> {
    if (!staffCan(caller.role, FAMILY_PERMISSIONS[family].approve)) throw new DomainError('staffForbidden');
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(staffProposals).where(eq(staffProposals.id, id)).for('update');
      if (!row) throw new DomainError('proposalNotFound');
      const kind = this.kindOf(row.kind, family);
      if (row.status !== 'proposed') throw new DomainError('proposalNotOpen');
      // The checker is never the maker, whatever their role.
      if (row.proposedBy === caller.memberId) throw new DomainError('makerIsChecker');
      const outcome =
        status === 'approved'
          ? await kind.carryOut(tx, row.payload, {
              proposalId: row.id,
              approver: caller,
              proposerId: row.proposedBy,
              now,
            })
          : null;
      const [decided] = await tx
        .update(staffProposals)
        .set({ status, decidedBy: caller.memberId, decidedAt: now, decisionNote: note ?? null, outcome })
        .where(eq(staffProposals.id, id))
        .returning();
      if (!decided) throw new Error('proposal not updated');
      await recordStaffAction(tx, caller, now, {
        action: `proposal.${status}`,
        customerId: row.customerId,
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        before: { status: row.status, proposedBy: row.proposedBy },
        after: { proposalId: row.id, kind: row.kind, status, outcome, note: note ?? null },
      });
      return decided;
    });
  }
}
