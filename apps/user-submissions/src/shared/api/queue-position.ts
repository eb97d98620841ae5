import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, CACHE_BUSTER_PARAM, type QueuePosition } from '@profileproof/contracts';
import { isHttpError, useSession, type ApiClient } from '@profileproof/session';
import { USER_SUBMISSIONS_QUERY_KEY } from './user-submissions';

/**
 * Every queue position sits under this key, apart from the list's: invalidating the list (after a
 * 409 here) must not start this query again, or the two would chase each other.
 */
export const QUEUE_POSITION_QUERY_KEY = ['queue-position'] as const;

/** The position moves as other customers are answered: fresh enough for 30 s, asked again each minute. */
const QUEUE_POSITION_STALE_MS = 30_000;
const QUEUE_POSITION_REFRESH_MS = 60_000;

/** GET /api/contact/submissions/{id}/queue/?t=…: where the caller's pending submission stands. */
export function fetchQueuePosition(api: ApiClient, id: number): Promise<QueuePosition> {
  return api.request<QueuePosition>(API_PATHS.contact.queue(id), {
    query: { [CACHE_BUSTER_PARAM]: Date.now() },
  });
}

/** A 4xx (not theirs, gone, reviewed) stays what it is: asking every minute would only add load. */
function isSettledRefusal(error: unknown): boolean {
  return isHttpError(error) && error.status < 500;
}

/**
 * The queue position of one pending submission of the signed-in user; mount it for pending ones
 * only. A 409 means the review was sent meanwhile: the list is read again, so the reply shows and
 * the submission stops being pending. Failures are not retried (the client's default): the next
 * minute, or the window regaining focus, asks again.
 */
export function useQueuePosition(id: number) {
  const { api, user } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...QUEUE_POSITION_QUERY_KEY, user?.email ?? null, id],
    queryFn: async () => {
      try {
        return await fetchQueuePosition(api, id);
      } catch (error) {
        if (isHttpError(error, 409))
          void queryClient.invalidateQueries({ queryKey: USER_SUBMISSIONS_QUERY_KEY });
        throw error;
      }
    },
    enabled: user !== null,
    staleTime: QUEUE_POSITION_STALE_MS,
    refetchInterval: (query) =>
      isSettledRefusal(query.state.error) ? false : QUEUE_POSITION_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * The queue position as it stands now, or null: not known yet, or the last ask failed (an earlier
 * answer may be wrong by now). Screens show what this gives, and nothing in its place.
 */
export function useCurrentQueuePosition(id: number): QueuePosition | null {
  const { data, isError } = useQueuePosition(id);
  return data && !isError ? data : null;
}
