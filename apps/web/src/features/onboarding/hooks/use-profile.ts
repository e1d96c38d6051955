import { useQuery } from '@tanstack/react-query';
import { getProfile } from '../../../api/get-profile.ts';

export const PROFILE_KEY = ['profile'] as const;

/**
 * GET /user/profile, fetched afresh each time a step opens (another step may have changed it);
 * `ready` once that fetch answered, so a form starts from what is saved now.
 */
export function useProfile() {
  const query = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await getProfile()).data,
    refetchOnMount: 'always',
  });
  return { ...query, ready: query.isFetchedAfterMount && query.data !== undefined };
}
