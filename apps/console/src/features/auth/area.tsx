import { lazy } from 'react';
import { defineArea } from '../area.ts';
import { authMessages } from './messages.ts';

/** Signing in and accepting an invitation: pages without a session, no menu entry. */
export const authArea = defineArea({
  name: 'auth',
  permissions: { list: 'signedIn' },
  pages: [],
  publicPages: [
    { path: '/sign-in', component: lazy(() => import('./routes/sign-in.tsx')) },
    { path: '/invite', component: lazy(() => import('./routes/accept-invite.tsx')) },
  ],
  messages: authMessages,
});
