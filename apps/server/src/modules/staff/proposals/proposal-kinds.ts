import type { StaffPermission } from '@puente/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { StaffCaller } from '../staff-route.ts';

/** Money proposals are decided with money.* permissions, product changes with products.*. */
export type ProposalFamily = 'money' | 'products';

export const FAMILY_PERMISSIONS: Record<
  ProposalFamily,
  { propose: StaffPermission; approve: StaffPermission }
> = {
  money: { propose: 'money.propose', approve: 'money.approve' },
  products: { propose: 'products.propose', approve: 'products.approve' },
};

export interface ProposalSubject {
  subjectType: string;
  subjectId: string;
  customerId: string | null;
}

/**
 * One kind of action under maker-checker (a refund, a waiver, a product change, ...): how its
 * payload is checked when proposed, and how it is carried out when another member approves it.
 */
export interface ProposalKind<Payload = Record<string, unknown>> {
  kind: string;
  family: ProposalFamily;
  payload: z.ZodType<Payload>;
  /** Checks the proposal can be carried out now and names what it is about; throws a DomainError otherwise. */
  check(tx: Db, payload: Payload, now: Date): Promise<ProposalSubject>;
  /** Carries it out in the approval's transaction; answers what it produced, kept on the proposal. */
  carryOut(
    tx: Db,
    payload: Payload,
    context: { proposalId: string; approver: StaffCaller; proposerId: string; now: Date },
  ): Promise<Record<string, unknown>>;
}
