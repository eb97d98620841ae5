import { useQueryClient } from '@tanstack/react-query';
import { useLiveRefetch } from '@profileproof/live-events';
import { QUEUE_POSITION_QUERY_KEY } from './queue-position';
import { PROFILE_HISTORY_QUERY_KEY } from './report';
import { USER_SUBMISSIONS_QUERY_KEY } from './user-submissions';

/**
 * Keeps the customer's screens current without a reload: the API's stream tells this user when one
 * of their submissions was created, answered, re-opened or deleted (and `resync` after a gap), and
 * the list, every queue position and the score history are read again. Events say what changed, never the data.
 * The reads are coalesced and jittered (`useLiveRefetch`): a burst of changes costs at most two.
 * Mount once per screen.
 */
export function useLiveSubmissionUpdates(): void {
  const queryClient = useQueryClient();
  useLiveRefetch(() => {
    void queryClient.invalidateQueries({ queryKey: USER_SUBMISSIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: QUEUE_POSITION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: PROFILE_HISTORY_QUERY_KEY });
  });
}
