import type { LoanProduct, MarketId } from '@puente/domain';
import { staffApi } from '../../api/staff-api.ts';

/** One version of a product (h-products' product-views.ts). */
export interface ProductVersion {
  market: MarketId;
  productId: string;
  version: number;
  effectiveFrom: string;
  product: LoanProduct;
  proposalId: string | null;
  proposedBy: string | null;
  approvedBy: string | null;
  note: string | null;
  createdAt: string;
}

export interface MarketProduct {
  productId: string;
  current: ProductVersion;
  upcoming: ProductVersion[];
}

export interface ProductProposal {
  id: string;
  kind: string;
  status: 'proposed' | 'approved' | 'rejected';
  payload: { market?: string; productId?: string; effectiveFrom?: string; product?: LoanProduct };
  note: string | null;
  proposedBy: string;
  proposedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
}

const id = encodeURIComponent;

export const productsApi = {
  list: async (market: MarketId) =>
    (await staffApi.get<{ items?: MarketProduct[] }>('/products', { query: { market } }))?.items ?? [],
  versions: async (market: MarketId, productId: string) =>
    (await staffApi.get<{ items?: ProductVersion[] }>(`/products/${market}/${id(productId)}/versions`))
      ?.items ?? [],
  proposals: async (status?: string) =>
    (await staffApi.get<{ items?: ProductProposal[] }>('/products/proposals', { query: { status } }))
      ?.items ?? [],
  propose: (change: {
    market: MarketId;
    productId: string;
    product: LoanProduct;
    effectiveFrom: string;
    note?: string;
  }) => staffApi.post('/products/proposals', change),
  approve: (proposalId: string, note?: string) =>
    staffApi.post(`/products/proposals/${id(proposalId)}/approve`, note ? { note } : {}),
  reject: (proposalId: string, note?: string) =>
    staffApi.post(`/products/proposals/${id(proposalId)}/reject`, note ? { note } : {}),
};

/** A wall-clock time in a time zone ("2026-12-01T00:00" in America/Mexico_City) as an ISO instant. */
export function zonedToIso(local: string, timeZone: string): string {
  const guess = Date.parse(`${local}:00Z`);
  const offsetMs = (at: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
    if (!m) return 0;
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000;
  };
  return new Date(guess - offsetMs(guess - offsetMs(guess))).toISOString();
}
