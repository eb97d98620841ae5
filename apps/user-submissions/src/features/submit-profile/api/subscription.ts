import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  CACHE_BUSTER_PARAM,
  DEFAULT_TIER,
  normaliseTier,
  SUBSCRIPTION_REFRESH_MS,
  type SubscriptionResponse,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { SUBSCRIPTION_QUERY_KEY } from '../../../shared/api/subscription-key';

export { SUBSCRIPTION_QUERY_KEY };

/** GET /api/auth/subscription/?t=…: the caller's tier and this month's usage (tier normalised to lower case). */
export async function fetchSubscription(api: ApiClient): Promise<SubscriptionResponse> {
  const answer = await api.request<SubscriptionResponse>(API_PATHS.auth.subscription, {
    query: { [CACHE_BUSTER_PARAM]: Date.now() },
  });
  return { ...answer, tier: normaliseTier(answer.tier) ?? DEFAULT_TIER };
}

/**
 * As the spec says: read on load, on every auth change (the key names the user, so another user is
 * another query) and every 5 minutes while signed in.
 */
export function useSubscription() {
  const { api, user } = useSession();
  return useQuery({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, user?.email ?? null],
    queryFn: () => fetchSubscription(api),
    enabled: user !== null,
    refetchInterval: SUBSCRIPTION_REFRESH_MS,
  });
}
