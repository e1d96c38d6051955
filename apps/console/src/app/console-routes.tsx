import { ErrorComponent, ThemedLayout } from '@refinedev/antd';
import { Authenticated, CanAccess } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { publicPages, type RegisteredPage, signedInPages } from '../features/registry.ts';
import { ConsoleHeader } from './console-header.tsx';
import { ConsoleTitle } from './console-title.tsx';
import { Forbidden } from './forbidden.tsx';

function Loading() {
  return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
}

function Page({ page, guarded }: { page: RegisteredPage; guarded: boolean }) {
  const Component = page.component;
  const body = (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
  if (!guarded) return body;
  return (
    <CanAccess resource={page.area} action={page.action ?? 'list'} fallback={<Forbidden />}>
      {body}
    </CanAccess>
  );
}

/** Public pages (sign-in, invitations) and, behind a session, every area's pages in the layout. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Authenticated key="signed-in" fallback={<CatchAllNavigate to="/sign-in" />} loading={<Loading />}>
            <ThemedLayout Header={ConsoleHeader} Title={ConsoleTitle}>
              <Outlet />
            </ThemedLayout>
          </Authenticated>
        }
      >
        {signedInPages().map((page) => (
          <Route
            key={`${page.area}:${page.path}`}
            index={page.path === '/'}
            path={page.path === '/' ? undefined : page.path}
            element={<Page page={page} guarded />}
          />
        ))}
        <Route path="*" element={<ErrorComponent />} />
      </Route>
      {publicPages().map((page) => (
        <Route
          key={`${page.area}:${page.path}`}
          path={page.path}
          element={<Page page={page} guarded={false} />}
        />
      ))}
    </Routes>
  );
}
