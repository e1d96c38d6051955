import type { PersonalField } from '@puente/domain';
import { staffApi } from '../../api/staff-api.ts';

export interface CustomerFound {
  id: string;
  market: string;
  name: string | null;
  mobile: string | null;
  createdAt: string | null;
  matchedBy: string | null;
}

export interface LoanSummary {
  orderNo: string;
  market: string;
  currency: string;
  productId: string;
  status: number;
  statusName: string | null;
  amount: number;
  repeat: boolean;
  appliedAt: string | null;
  disbursedAt: string | null;
  dueDate: string | null;
  closedAt: string | null;
  balance: Record<'charged' | 'paid' | 'discount' | 'unrepaid' | 'penalty' | 'payout' | 'credit', number>;
}

type Row = Record<string, unknown>;

/** GET /staff-api/customers/:id (h-customers' customer-view-service.ts `profile`). */
export interface CustomerProfile {
  id: string;
  market: string;
  currency: string;
  createdAt: string | null;
  personal: Partial<Record<PersonalField, string | null>>;
  region: { state: string | null; city: string | null };
  status: {
    onboarding: string;
    submittedAt: string | null;
    identity: { ocr: string | null; face: string | null; faceScore: number | null };
    latestLoan: LoanSummary | null;
  };
  consents: {
    current: { kind: string; given: boolean; withdrawn: boolean; since: string | null }[];
    history: Row[];
  };
  devices: Row[];
  sessions: Row[];
  legalAcceptances: Row[];
  bankAccounts: Row[];
  repaymentAccounts: Row[];
  photos: { kind: string; uploadedAt: string | null }[];
}

export interface PhotoLink {
  kind: string;
  url: string;
  expiresAt: string;
  uploadedAt: string | null;
}

export interface AuditRow {
  id: number;
  at: string;
  memberId: string | null;
  memberName: string | null;
  memberEmail: string | null;
  memberRole: string | null;
  ip: string | null;
  action: string;
  customerId: string | null;
  subjectType: string | null;
  subjectId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  items: AuditRow[];
  nextBefore: number | null;
}

/** GET /staff-api/loans/:orderNo. */
export interface LoanDetail {
  customerId: string;
  loan: LoanSummary;
  schedule: {
    phase: number;
    dueDate: string;
    principal: number;
    interest: number;
    fee: number;
    tax: number;
    total: number;
  }[];
  ledger: {
    id: number;
    kind: string;
    amount: number;
    phase: number | null;
    appliesTo: string | null;
    businessDate: string;
    at: string;
    ref: string | null;
  }[];
  events: { fromName: string | null; toName: string | null; to: number; reason: string | null; at: string }[];
  payouts: Row[];
  payments: { received: Row[]; asked: Row[]; proofs: Row[] };
  extensions: Row[];
}

/** A message written to the customer, titled in the staff member's language, with how it went out. */
export interface SentMessage {
  id: string;
  kind: string;
  title: string;
  at: string;
  read: boolean;
  orderNo: string | null;
  deliveries: {
    channel: string;
    /** Masked but for the last 4 digits. */
    to: string | null;
    status: string;
    detail: string | null;
    sentAt: string | null;
    notBefore: string;
  }[];
}

/** The messages tab: one-time codes sent to the number (`items`) and every message (`messages`). */
export interface CustomerMessages {
  items: Row[];
  messages: SentMessage[];
}

const id = encodeURIComponent;

export const customersApi = {
  search: async (q: string) =>
    (await staffApi.get<{ items?: CustomerFound[] }>('/customers', { query: { q } }))?.items ?? [],
  profile: (customerId: string) => staffApi.get<CustomerProfile>(`/customers/${id(customerId)}`),
  reveal: (customerId: string, field: PersonalField) =>
    staffApi.post<{ field: string; value: string }>(`/customers/${id(customerId)}/reveal`, { field }),
  photos: async (customerId: string) =>
    (await staffApi.get<{ items?: PhotoLink[] }>(`/customers/${id(customerId)}/photos`))?.items ?? [],
  loans: async (customerId: string) =>
    (await staffApi.get<{ items?: LoanSummary[] }>(`/customers/${id(customerId)}/loans`))?.items ?? [],
  messages: async (customerId: string): Promise<CustomerMessages> => {
    const answer = await staffApi.get<Partial<CustomerMessages>>(`/customers/${id(customerId)}/messages`);
    return { items: answer?.items ?? [], messages: answer?.messages ?? [] };
  },
  audit: (customerId: string, before?: number) =>
    staffApi.get<AuditPage>(`/customers/${id(customerId)}/audit`, { query: { before, limit: 50 } }),
  loan: (orderNo: string) => staffApi.get<LoanDetail>(`/loans/${id(orderNo)}`),
};
