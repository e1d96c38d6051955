import { HomeOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { homeMessages } from './messages.ts';

export const homeArea = defineArea({
  name: 'home',
  menu: { path: '/', icon: <HomeOutlined />, order: 0 },
  permissions: { list: 'signedIn' },
  pages: [{ path: '/', component: lazy(() => import('./routes/home.tsx')) }],
  messages: homeMessages,
});
