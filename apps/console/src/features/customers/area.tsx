import { TeamOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { customersMessages } from './messages.ts';

/** The customer view: search, a customer's masked profile and everything about them, a loan in full. */
export const customersArea = defineArea({
  name: 'customers',
  menu: { path: '/customers', icon: <TeamOutlined />, order: 30 },
  permissions: { list: 'customers.view' },
  pages: [
    { path: '/customers', component: lazy(() => import('./routes/search.tsx')) },
    { path: '/customers/:id', component: lazy(() => import('./routes/customer.tsx')) },
    { path: '/loans/:orderNo', component: lazy(() => import('./routes/loan.tsx')) },
  ],
  messages: customersMessages,
});
