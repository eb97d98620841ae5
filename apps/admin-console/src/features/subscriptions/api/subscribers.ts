import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  DEFAULT_TIER,
  normaliseTier,
  type AdminSubscriptionListResponse,
  type Subscriber,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import { isMissingTableFailure, SubscriptionCallError } from '../subscription-errors';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';

/** Starts with 'admin', so anything that marks every admin query stale reaches this list too. */
export const SUBSCRIBERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'subscribers'] as const;

/** GET /api/auth/admin/user-subscription/: every subscriber, most recently changed first (tiers normalised). */
export async function fetchSubscribers(api: ApiClient): Promise<Subscriber[]> {
  const answer = await adminRequest<AdminSubscriptionListResponse>(
    api,
    API_PATHS.admin.userSubscription,
  );
  if (!answer?.success || !Array.isArray(answer.data))
    throw new SubscriptionCallError(answer?.error);
  return answer.data.map((subscriber) => ({
    ...subscriber,
    tier: normaliseTier(subscriber.tier) ?? DEFAULT_TIER,
  }));
}

/** A missing table is not fixed by asking again: the setup screen's Check Again asks when the admin is ready. */
function retrySubscribers(failureCount: number, error: unknown): boolean {
  return !isMissingTableFailure(error) && retryAdminQuery(failureCount, error);
}

export function useSubscribers() {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: SUBSCRIBERS_QUERY_KEY,
    queryFn: () => fetchSubscribers(api),
    enabled: isAdmin,
    retry: retrySubscribers,
  });
}
