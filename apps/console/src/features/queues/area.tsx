import { InboxOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { queuesMessages } from './messages.ts';

/** The work queues: counts and ageing, then each queue's items with their actions. */
export const queuesArea = defineArea({
  name: 'queues',
  menu: { path: '/queues', icon: <InboxOutlined />, order: 20 },
  permissions: { list: 'queues.view' },
  pages: [
    { path: '/queues', component: lazy(() => import('./routes/queues.tsx')) },
    { path: '/queues/:queue', component: lazy(() => import('./routes/queue.tsx')) },
  ],
  messages: queuesMessages,
});
