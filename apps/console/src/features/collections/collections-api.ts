import type { ContactChannel, ContactOutcome, DelinquencyBucket, PromiseStatus } from '@puente/domain';
import { staffApi } from '../../api/staff-api.ts';

export interface BucketLine {
  bucket: DelinquencyBucket;
  loans: number;
  owedMinor: number;
}

export interface MarketBuckets {
  market: string;
  currency: string;
  asOf: string;
  buckets: BucketLine[];
}

/** One overdue loan in a list (bucket or My cases), as modules/console/collections/case-lines.ts answers. */
export interface CaseLine {
  id: string;
  orderNo: string;
  customerId: string;
  market: string;
  currency: string;
  borrowerName: string | null;
  daysPastDue: number;
  bucket: DelinquencyBucket;
  owedMinor: number;
  assignedTo: { memberId: string; name: string } | null;
  lastContact: { at: string; channel: ContactChannel; outcome: ContactOutcome } | null;
  openPromise: { id: number; promisedDate: string; amount: number } | null;
  missedPromise: { id: number; promisedDate: string; amount: number; missedAt: string } | null;
  receivedAt: string;
  dueAt: string;
  waitingMinutes: number;
  overdue: boolean;
}

export interface CaseList {
  count: number;
  items: CaseLine[];
}

export interface CaseView {
  orderNo: string;
  customerId: string;
  market: string;
  currency: string;
  borrower: {
    name: string | null;
    phone: string;
    contact: {
      window: { from: string; until: string };
      timeZone: string;
      inWindow: boolean;
      contactsToday: number;
      dailyCap: number;
      mayContactNow: boolean;
      nextContactAt: string;
    };
  };
  loan: {
    status: number;
    statusName: string | null;
    productId: string;
    amountMinor: number;
    disbursedAt: string | null;
    dueDate: string | null;
    daysPastDue: number;
    bucket: DelinquencyBucket | null;
  };
  owed: { businessDate: string; owedNowMinor: number; stopsPenaltyMinor: number; penaltyMinor: number };
  schedule: { phase: number; dueDate: string; amountMinor: number; paidMinor: number; status: string }[];
  payments: { at: string; businessDate: string; amountMinor: number }[];
  contacts: {
    id: number;
    channel: ContactChannel;
    outcome: ContactOutcome;
    note: string;
    at: string;
    memberName: string | null;
  }[];
  promises: {
    id: number;
    promisedDate: string;
    amount: number;
    status: PromiseStatus;
    createdAt: string;
    resolvedAt: string | null;
    memberName: string | null;
  }[];
  messages: {
    id: number;
    kind: string;
    createdAt: string;
    deliveries: {
      channel: string;
      to: string | null;
      status: string;
      notBefore: string;
      sentAt: string | null;
    }[];
  }[];
}

export interface SentLink {
  orderNo: string;
  url: string;
  expiresAt: string;
  amount: number;
  alreadySentToday: boolean;
}

const id = encodeURIComponent;

export const collectionsApi = {
  buckets: async () =>
    (await staffApi.get<{ markets?: MarketBuckets[] }>('/collections/buckets'))?.markets ?? [],
  bucket: async (bucket: string, market: string) =>
    (await staffApi.get<CaseList>(`/collections/buckets/${id(bucket)}`, { query: { market } })) ?? {
      count: 0,
      items: [],
    },
  mine: async () => (await staffApi.get<CaseList>('/collections/mine')) ?? { count: 0, items: [] },
  case: (orderNo: string) => staffApi.get<CaseView>(`/collections/cases/${id(orderNo)}`),
  logContact: (orderNo: string, body: { channel: ContactChannel; outcome: ContactOutcome; note?: string }) =>
    staffApi.post(`/collections/cases/${id(orderNo)}/contacts`, body),
  promise: (orderNo: string, body: { promisedDate: string; amount: number }) =>
    staffApi.post(`/collections/cases/${id(orderNo)}/promises`, body),
  sendLink: (orderNo: string) =>
    staffApi.post<SentLink>(`/collections/cases/${id(orderNo)}/payment-link`, {}),
  assignToMe: (orderNo: string) => staffApi.post(`/queues/collections/items/${id(orderNo)}/assign`, {}),
};
