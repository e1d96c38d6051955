import type { ExtensionOrderView } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { getExtensionStatus } from '../api/extension-status.ts';

/** How often the screen asks whether the fee arrived, while it waits and the page is visible. */
export const EXTENSION_POLL_MS = 5_000;

/**
 * The extension asked for, starting from what the service answered when it was asked for (or the
 * pending one of the extension data), then polled every 5 s while it waits for its fee. TanStack
 * Query does not poll while the page is hidden (refetchIntervalInBackground is off); it asks again
 * as soon as the borrower comes back to it.
 */
export function useExtensionStatus(start: ExtensionOrderView) {
  const status = useQuery({
    queryKey: ['extension', 'status', start.orderNo, start.extensionId],
    queryFn: async () => (await getExtensionStatus(start.orderNo)).data,
    initialData: start,
    // The first answer is fresh; ask again only after the interval.
    staleTime: EXTENSION_POLL_MS,
    refetchInterval: (query) => (query.state.data?.status === 'awaitingFee' ? EXTENSION_POLL_MS : false),
    refetchIntervalInBackground: false,
    // Back from the bank app or the store's receipt: ask at once, not at the next tick.
    refetchOnWindowFocus: (query) => (query.state.data?.status === 'awaitingFee' ? 'always' : false),
  });
  return status.data;
}
