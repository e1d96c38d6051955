import { TeamOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { staffMessages } from './messages.ts';

/** Staff members: invite, change role, disable (administrators). */
export const staffArea = defineArea({
  name: 'staff',
  menu: { path: '/staff', icon: <TeamOutlined />, order: 90 },
  permissions: {
    list: 'staff.manage',
    invite: 'staff.manage',
    disable: 'staff.manage',
    role: 'staff.manage',
  },
  pages: [{ path: '/staff', component: lazy(() => import('./routes/staff-members.tsx')) }],
  messages: staffMessages,
});
