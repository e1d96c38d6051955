import { type ErrorName, type NativeAppAction, nativeAppRefusal } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { detectHost } from '../bridge/bridge.ts';
import { useAfterFirstPaint } from '../lib/use-after-first-paint.ts';
import { type CallAnswer, call } from './call.ts';

/** What /app-download/getAddress answers: stores, web address, deep link, and what needs the app. */
export type DownloadAddress = CallAnswer<'GET /api/app-download/getAddress'>;

/** GET /app-download/getAddress, with the deep link opening the app at `route`. */
export function getDownloadAddress(route?: string, quiet = false) {
  return call('GET /api/app-download/getAddress', route ? { route } : {}, { quiet });
}

/**
 * Whether the configured app policy refuses `action` here, because the page runs in a phone
 * browser rather than in the native app's web view. Until the policy is known, or if it cannot be
 * read, nothing is refused: the service cannot tell a browser from the app either (decision 022).
 * For screens under the data layout (TanStack Query).
 */
export function useNativeAppRefusal(action: NativeAppAction): ErrorName | undefined {
  const inNativeApp = detectHost() !== 'browser';
  const policy = useAppPolicy(!inNativeApp);
  return policy.data ? nativeAppRefusal(policy.data, action, inNativeApp) : undefined;
}

/**
 * Whether the service checks identities in this app's market: false when it has no identity
 * provider, and then nobody can be onboarded, so the app offers no "Apply" (issue 18). Unknown
 * (undefined) until the answer arrives; nothing is refused on a guess.
 */
export function useIdentityChecksOffered(): boolean | undefined {
  return useAppPolicy(true).data?.identityChecks;
}

function useAppPolicy(wanted: boolean) {
  // Only an action needs the answer: it is asked for after the screen's first paint, not during it.
  const painted = useAfterFirstPaint();
  return useQuery({
    queryKey: ['appPolicy'],
    queryFn: async () => (await getDownloadAddress(undefined, true)).data,
    enabled: wanted && painted,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
