import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CACHE_BUSTER_PARAM,
  type ProfileHistoryResponse,
  type ReportTodoResponse,
  type ReportTodoUpdate,
} from '@profileproof/contracts';
import { isHttpError, useSession } from '@profileproof/session';
import { shouldRetryUserSubmissions, userSubmissionsRetryDelay } from './user-submissions';

const TODO_QUERY_KEY = ['report-todo'] as const;
/** The caller's reviews grouped by profile; read again whenever a report arrives or changes. */
export const PROFILE_HISTORY_QUERY_KEY = ['profile-history'] as const;

/**
 * GET /api/contact/submissions/{id}/todo/: the to-do list of the submission's current reply with
 * the caller's ticks. `version` (the reply's date) keys it, so an edited report reads its own list.
 */
export function useReportTodo(submissionId: number, version: string | null, enabled: boolean) {
  const { api, user } = useSession();
  return useQuery({
    queryKey: [...TODO_QUERY_KEY, user?.email ?? null, submissionId, version],
    queryFn: () =>
      api.request<ReportTodoResponse>(API_PATHS.contact.todo(submissionId), {
        query: { [CACHE_BUSTER_PARAM]: Date.now() },
      }),
    enabled: enabled && user !== null,
    retry: (count, error) =>
      !isHttpError(error, [400, 404]) && shouldRetryUserSubmissions(count, error),
    retryDelay: userSubmissionsRetryDelay,
  });
}

/**
 * PUT /api/contact/submissions/{id}/todo/: ticks or unticks one item of the reply version the
 * screen shows. The box moves at once and moves back if the server refuses; a 409 means the
 * reviewer sent a new version meanwhile: the list is read again.
 */
export function useTickTodo(submissionId: number) {
  const { api, user } = useSession();
  const queryClient = useQueryClient();
  const key = [...TODO_QUERY_KEY, user?.email ?? null, submissionId];
  /** Every cached list of this reply version, with `change` applied. */
  const update = (replyId: number, change: (list: ReportTodoResponse) => ReportTodoResponse) => {
    for (const [queryKey, data] of queryClient.getQueriesData<ReportTodoResponse>({
      queryKey: key,
    })) {
      if (data?.reply_id === replyId) queryClient.setQueryData(queryKey, change(data));
    }
  };
  const mark = (item: string, done: boolean) => (list: ReportTodoResponse) => ({
    ...list,
    items: list.items.map((entry) => (entry.id === item ? { ...entry, done } : entry)),
  });
  return useMutation({
    mutationFn: (tick: ReportTodoUpdate) =>
      api.request<ReportTodoResponse>(API_PATHS.contact.todo(submissionId), {
        method: 'PUT',
        body: tick,
      }),
    onMutate: (tick) => update(tick.reply_id, mark(tick.item, tick.done)),
    onSuccess: (list) => update(list.reply_id ?? -1, () => list),
    onError: (error, tick) => {
      update(tick.reply_id, mark(tick.item, !tick.done));
      if (isHttpError(error, [409])) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** GET /api/contact/profiles/: each profile's reviews (scores), oldest first. */
export function useProfileHistory(enabled = true) {
  const { api, user } = useSession();
  return useQuery({
    queryKey: [...PROFILE_HISTORY_QUERY_KEY, user?.email ?? null],
    queryFn: () =>
      api.request<ProfileHistoryResponse>(API_PATHS.contact.profiles, {
        query: { [CACHE_BUSTER_PARAM]: Date.now() },
      }),
    enabled: enabled && user !== null,
    retry: shouldRetryUserSubmissions,
    retryDelay: userSubmissionsRetryDelay,
  });
}
