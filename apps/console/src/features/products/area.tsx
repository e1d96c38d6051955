import { AppstoreOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { productsMessages } from './messages.ts';

/** A market's loan products, their versions, and maker-checker for changing them. */
export const productsArea = defineArea({
  name: 'products',
  menu: { path: '/products', icon: <AppstoreOutlined />, order: 60 },
  permissions: { list: 'products.propose', approve: 'products.approve' },
  pages: [{ path: '/products', component: lazy(() => import('./routes/products.tsx')) }],
  messages: productsMessages,
});
