import { staffApi } from '../../api/staff-api.ts';
import type { AuditPage } from '../customers/customers-api.ts';

export interface AuditFilter {
  q?: string;
  action?: string;
  member?: string;
  customer?: string;
  from?: string;
  to?: string;
}

/** GET /staff-api/audit: the staff audit trail, newest first, one page at a time. */
export const searchAudit = (filter: AuditFilter, before?: number) =>
  staffApi.get<AuditPage>('/audit', { query: { ...filter, before, limit: 50 } });
