import type { ConsoleArea } from './area.ts';
import { auditArea } from './audit/area.tsx';
import { authArea } from './auth/area.tsx';
import { collectionsArea } from './collections/area.tsx';
import { customersArea } from './customers/area.tsx';
import { homeArea } from './home/area.tsx';
import { productsArea } from './products/area.tsx';
import { proposalsArea } from './proposals/area.tsx';
import { queuesArea } from './queues/area.tsx';
import { reportsArea } from './reports/area.tsx';
import { staffArea } from './staff/area.tsx';

/**
 * Every area of the console. A new area is one folder under features/ and one entry here
 * (see features/README.md); the menu follows each area's `menu.order`.
 */
export const AREAS: readonly ConsoleArea[] = [
  authArea,
  homeArea,
  staffArea,
  proposalsArea,
  queuesArea,
  collectionsArea,
  customersArea,
  productsArea,
  reportsArea,
  auditArea,
];
