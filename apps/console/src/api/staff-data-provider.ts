import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import { STAFF_API_BASE, StaffApiError, staffApi } from './staff-api.ts';

/**
 * Refine's data provider over the staff API, for pages that use useList/useTable/useOne. The
 * staff API is not REST-shaped for changes (each is a named POST such as /staff/:id/disable), so
 * only reading and `create` are mapped; changes go through `staffApi.post` or `useCustomMutation`.
 *
 * getList: GET /staff-api/<resource>?page=&pageSize=&<field>=<value> → `{items, total?}` or a list.
 */
export const staffDataProvider: DataProvider = {
  getApiUrl: () => STAFF_API_BASE,
  getList: async ({ resource, pagination, filters, meta }) => {
    const query: Record<string, string | number | undefined> = {};
    if (pagination && pagination.mode !== 'off') {
      query.page = pagination.currentPage;
      query.pageSize = pagination.pageSize;
    }
    for (const filter of filters ?? []) Object.assign(query, filterQuery(filter));
    const path = typeof meta?.path === 'string' ? meta.path : `/${resource}`;
    const data = await staffApi.get<unknown>(path, { query });
    const items = listOf(data);
    const total = (data as { total?: unknown })?.total;
    return { data: items as never[], total: typeof total === 'number' ? total : items.length };
  },
  getOne: async ({ resource, id, meta }) => {
    const path =
      typeof meta?.path === 'string' ? meta.path : `/${resource}/${encodeURIComponent(String(id))}`;
    return { data: (await staffApi.get<BaseRecord>(path)) as never };
  },
  create: async ({ resource, variables, meta }) => {
    const path = typeof meta?.path === 'string' ? meta.path : `/${resource}`;
    return { data: (await staffApi.post<BaseRecord>(path, variables)) as never };
  },
  update: async () => {
    throw new StaffApiError(-1, 'update is not mapped: use staffApi.post with the named change', 0);
  },
  deleteOne: async () => {
    throw new StaffApiError(-1, 'delete is not mapped: use staffApi.post with the named change', 0);
  },
  custom: async ({ url, method, payload, query }) => {
    const path = url.startsWith(STAFF_API_BASE) ? url.slice(STAFF_API_BASE.length) : url;
    const data =
      method === 'get'
        ? await staffApi.get<BaseRecord>(path, { query: (query ?? {}) as Record<string, string> })
        : await staffApi.post<BaseRecord>(path, payload);
    return { data: data as never };
  },
};

/** `{items:[...]}` (the staff API's shape) or a bare list. */
export function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items : [];
}

function filterQuery(filter: CrudFilter): Record<string, string | undefined> {
  if (!('field' in filter)) return {};
  const value = filter.value;
  if (value === undefined || value === null || value === '') return {};
  return { [filter.field]: String(value) };
}
