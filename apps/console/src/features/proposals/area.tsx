import { AuditOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { proposalsMessages } from './messages.ts';

/** Maker-checker for money: proposals waiting for a second member, and the decided ones. */
export const proposalsArea = defineArea({
  name: 'proposals',
  menu: { path: '/proposals', icon: <AuditOutlined />, order: 50 },
  permissions: { list: 'money.propose', approve: 'money.approve', reject: 'money.approve' },
  pages: [{ path: '/proposals', component: lazy(() => import('./routes/proposals.tsx')) }],
  messages: proposalsMessages,
});
