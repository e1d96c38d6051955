import { staffApi } from '../../api/staff-api.ts';

/** GET /staff-api/queues: one line per queue the member may work. */
export interface QueueCountLine {
  name: string;
  deadlineHours: number;
  open: number;
  overdue: number;
  oldestAt: string | null;
}

/** What every queue's item carries (console-core.md), besides its own fields. */
export interface QueueItem {
  id: string;
  customerId: string | null;
  receivedAt: string;
  dueAt: string;
  waitingMinutes: number;
  overdue: boolean;
  assignedTo: { memberId: string; name: string } | null;
  [field: string]: unknown;
}

export interface QueueList {
  count: number;
  overdue?: number;
  items: QueueItem[];
}

export const QUEUE_NAMES = [
  'vouchers',
  'applications',
  'credits',
  'deposits',
  'payouts',
  'reconciliation',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export function isQueueName(value: unknown): value is QueueName {
  return typeof value === 'string' && (QUEUE_NAMES as readonly string[]).includes(value);
}

export async function queueCounts(): Promise<QueueCountLine[]> {
  const data = await staffApi.get<{ queues?: QueueCountLine[] }>('/queues');
  return data?.queues ?? [];
}

export async function queueItems(queue: QueueName, query?: Record<string, string>): Promise<QueueList> {
  const data = await staffApi.get<Partial<QueueList>>(`/queues/${queue}`, { query });
  return { count: data?.count ?? 0, overdue: data?.overdue, items: data?.items ?? [] };
}

export const assignToMe = (queue: QueueName, itemId: string) =>
  staffApi.post(`/queues/${queue}/items/${encodeURIComponent(itemId)}/assign`, {});

export const unassign = (queue: QueueName, itemId: string) =>
  staffApi.post(`/queues/${queue}/items/${encodeURIComponent(itemId)}/assign`, { memberId: null });

/** A maker-checker proposal: another member approves it on the Approvals page. */
export const propose = (kind: string, payload: Record<string, unknown>, note?: string) =>
  staffApi.post('/proposals', { kind, payload, ...(note ? { note } : {}) });

const id = encodeURIComponent;

export const queueActions = {
  approveVoucher: (voucherId: string, amountFound: number, note?: string) =>
    staffApi.post(`/vouchers/${id(voucherId)}/approve`, { amountFound, ...(note ? { note } : {}) }),
  rejectVoucher: (voucherId: string, reason: string) =>
    staffApi.post(`/vouchers/${id(voucherId)}/reject`, { reason }),
  approveApplication: (orderNo: string, note?: string) =>
    staffApi.post(`/applications/${id(orderNo)}/approve`, note ? { note } : {}),
  refuseApplication: (orderNo: string, reason: string) =>
    staffApi.post(`/applications/${id(orderNo)}/refuse`, { reason }),
  askNewPhotos: (userId: string, reason: string) =>
    staffApi.post(`/identities/${id(userId)}/ask-new-photos`, { reason }),
  retryPayout: (payoutId: string) => staffApi.post(`/payouts/${id(payoutId)}/retry`, {}),
  askNewAccount: (payoutId: string, note?: string) =>
    staffApi.post(`/payouts/${id(payoutId)}/ask-new-account`, note ? { note } : {}),
  payoutOtp: (payoutId: string, otp: string) => staffApi.post(`/payouts/${id(payoutId)}/otp`, { otp }),
  resolveDifference: (itemId: string, note: string) =>
    staffApi.post(`/reconciliation/${id(itemId)}/resolve`, { note }),
};
