import type { StaffPermission } from '@puente/domain';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { AreaMessages, MessageTree } from '../i18n/messages.ts';

/** Who may: a permission of packages/domain/src/staff/staff-roles.ts, or any signed-in member. */
export type Access = StaffPermission | 'signedIn';

export interface AreaPage {
  /** Path inside /console, e.g. '/staff' or '/customers/:id'. */
  path: string;
  /** Usually `lazy(() => import('./routes/x.tsx'))`, so each area loads only when opened. */
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /** The action of `permissions` this page needs; 'list' when left out. */
  action?: string;
}

/**
 * One area of the console (staff, proposals, queues, customers, ...): its pages, its side-menu
 * entry, what each of its actions needs, and its texts. Listed once in features/areas.ts.
 */
export interface ConsoleArea {
  /** Refine resource name and the namespace of its messages (`t('<name>.…')`). */
  name: string;
  /** The side-menu entry, labelled by the message `<name>.<name>`; none for areas without one. */
  menu?: { path: string; icon?: ReactNode; order?: number };
  /** What each action needs; `list` also decides whether the menu entry is shown. */
  permissions: { list: Access } & Record<string, Access>;
  /** Pages inside the signed-in layout. */
  pages: AreaPage[];
  /** Pages outside it, reachable without a session (sign-in, accepting an invitation). */
  publicPages?: AreaPage[];
  messages: AreaMessages<MessageTree>;
}

/** Typing help for an area file: `export const staffArea = defineArea({...})`. */
export function defineArea<T extends MessageTree>(
  area: Omit<ConsoleArea, 'messages'> & { messages: AreaMessages<T> },
): ConsoleArea {
  return area as ConsoleArea;
}
