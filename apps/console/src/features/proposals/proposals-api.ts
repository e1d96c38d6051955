import { staffApi } from '../../api/staff-api.ts';
import { listOf } from '../../api/staff-data-provider.ts';

export type ProposalStatus = 'proposed' | 'approved' | 'rejected';

/** A row of GET /staff-api/proposals (staff_proposals, apps/server/src/db/schema-staff.ts). */
export interface Proposal {
  id: string;
  kind: string;
  customerId: string | null;
  subjectType: string;
  subjectId: string;
  payload: Record<string, unknown>;
  note: string | null;
  status: ProposalStatus;
  proposedBy: string;
  /** TODO(console): the list answers member ids only; a name would read better (ask the core). */
  proposedByName: string | null;
  proposedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  outcome: Record<string, unknown> | null;
}

export async function listProposals(status: ProposalStatus | undefined): Promise<Proposal[]> {
  const data = await staffApi.get<unknown>('/proposals', { query: { status } });
  return listOf(data).map((row) => readProposal(row as Record<string, unknown>));
}

export const approveProposal = (id: string, note: string | undefined) =>
  staffApi.post(`/proposals/${encodeURIComponent(id)}/approve`, note ? { note } : {});

export const rejectProposal = (id: string, note: string | undefined) =>
  staffApi.post(`/proposals/${encodeURIComponent(id)}/reject`, note ? { note } : {});

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function readProposal(row: Record<string, unknown>): Proposal {
  const status = row.status === 'approved' || row.status === 'rejected' ? row.status : 'proposed';
  return {
    id: String(row.id ?? ''),
    kind: String(row.kind ?? ''),
    customerId: text(row.customerId),
    subjectType: String(row.subjectType ?? ''),
    subjectId: String(row.subjectId ?? ''),
    payload: record(row.payload) ?? {},
    note: text(row.note),
    status,
    proposedBy: String(row.proposedBy ?? ''),
    proposedByName: text(row.proposedByName) ?? text(row.proposerName),
    proposedAt: String(row.proposedAt ?? ''),
    decidedBy: text(row.decidedBy),
    decidedAt: text(row.decidedAt),
    decisionNote: text(row.decisionNote),
    outcome: record(row.outcome),
  };
}

/**
 * The amount of a proposal, when its payload says one: integer minor units with a currency
 * (`amount`/`amountMinor` + `currency`), shown in the member's language.
 */
export function proposalAmount(payload: Record<string, unknown>, locale: string): string | undefined {
  const minor = typeof payload.amountMinor === 'number' ? payload.amountMinor : payload.amount;
  const currency = payload.currency;
  if (typeof minor !== 'number' || !Number.isInteger(minor) || typeof currency !== 'string') return undefined;
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return undefined;
  }
}
