import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type DeleteResponse,
  type ProcessedListResponse,
} from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';
import { PROCESSED_SUBMISSIONS_QUERY_KEY } from './processed-submissions';

/** DELETE /api/admin/processed/{id}/: removes a reviewed submission (404 when it is already gone). */
export function deleteProcessedSubmission(api: ApiClient, id: number): Promise<DeleteResponse> {
  return adminRequest<DeleteResponse>(api, API_PATHS.admin.processedItem(id), { method: 'DELETE' });
}

export function useDeleteProcessedSubmission() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProcessedSubmission(api, id),
    onSuccess: (_answer, id) => {
      // The row leaves at once; the refetch then pulls the next one up from the following page.
      queryClient.setQueriesData<ProcessedListResponse>(
        { queryKey: PROCESSED_SUBMISSIONS_QUERY_KEY },
        (page) =>
          page && page.submissions.some((submission) => submission.id === id)
            ? {
                ...page,
                submissions: page.submissions.filter((submission) => submission.id !== id),
                total_count: page.total_count - 1,
              }
            : page,
      );
    },
    // A failure may mean someone else deleted it already: refetch either way.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PROCESSED_SUBMISSIONS_QUERY_KEY });
    },
  });
}
