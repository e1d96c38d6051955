import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../../api/query-client.ts';

/**
 * The screens that load and save server data (onboarding today) sit under this lazily loaded
 * layout, so TanStack Query never weighs on home or login (decision 008). One cache per visit.
 */
export function DataLayout() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
