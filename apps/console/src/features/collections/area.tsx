import { PhoneOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { collectionsMessages } from './messages.ts';

/** Collections (issue 21): buckets by days past due, a collector's cases, and each case's work. */
export const collectionsArea = defineArea({
  name: 'collections',
  menu: { path: '/collections', icon: <PhoneOutlined />, order: 25 },
  permissions: { list: 'collections.work', work: 'collections.work' },
  pages: [
    { path: '/collections', component: lazy(() => import('./routes/overview.tsx')) },
    { path: '/collections/mine', component: lazy(() => import('./routes/mine.tsx')) },
    { path: '/collections/buckets/:bucket', component: lazy(() => import('./routes/bucket.tsx')) },
    {
      path: '/collections/cases/:orderNo',
      action: 'work',
      component: lazy(() => import('./routes/case.tsx')),
    },
  ],
  messages: collectionsMessages,
});
