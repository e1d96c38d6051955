import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of the data screens (decision 008: TanStack Query loads with them, never with home
 * or login). Failed calls are not retried on their own: the client already told the person, and a
 * form the person is filling must not be refetched under them when the window regains focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
