import { BarChartOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { reportsMessages } from './messages.ts';

/** Reports per market on its business clock, as tables, charts and CSV. */
export const reportsArea = defineArea({
  name: 'reports',
  menu: { path: '/reports', icon: <BarChartOutlined />, order: 70 },
  permissions: { list: 'reports.view' },
  pages: [{ path: '/reports', component: lazy(() => import('./routes/reports.tsx')) }],
  messages: reportsMessages,
});
