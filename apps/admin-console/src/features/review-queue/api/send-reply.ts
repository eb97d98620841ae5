import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type ReplyRequest, type ReplyResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { PENDING_SUBMISSIONS_QUERY_KEY, type PendingWindow } from './pending-submissions';

/** POST /api/contact/submissions/{id}/reply/: sends the report and stores the checklist (the server recomputes its scores). */
export function sendReply(api: ApiClient, id: number, body: ReplyRequest): Promise<ReplyResponse> {
  return adminRequest<ReplyResponse>(api, API_PATHS.contact.reply(id), { method: 'POST', body });
}

export function useSendReply() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReplyRequest }) => sendReply(api, id, body),
    onSuccess: (_answer, { id }) => {
      // The replied submission leaves the queue at once, from every window of it; the refetch confirms it.
      queryClient.setQueriesData<PendingWindow>(
        { queryKey: PENDING_SUBMISSIONS_QUERY_KEY },
        (shown) =>
          shown && {
            ...shown,
            submissions: shown.submissions.filter((submission) => submission.id !== id),
          },
      );
      // Every admin list may have changed (queue, stats, the processed list of /admin/reviewed).
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
