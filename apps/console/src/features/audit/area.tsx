import { FileSearchOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { auditMessages } from './messages.ts';

/** The staff audit trail, searchable. */
export const auditArea = defineArea({
  name: 'audit',
  menu: { path: '/audit', icon: <FileSearchOutlined />, order: 80 },
  permissions: { list: 'audit.view' },
  pages: [{ path: '/audit', component: lazy(() => import('./routes/audit.tsx')) }],
  messages: auditMessages,
});
