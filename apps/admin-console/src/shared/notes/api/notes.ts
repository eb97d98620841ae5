import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SubmissionNote } from '@profileproof/contracts';
import { DESK_API_PATHS } from '@profileproof/contracts/desk';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../api/admin-request';

export const notesKey = (submissionId: number) =>
  [...ADMIN_QUERY_KEY, 'notes', submissionId] as const;

/** GET /api/admin/submissions/{id}/notes/: oldest first. */
export function fetchNotes(api: ApiClient, submissionId: number): Promise<SubmissionNote[]> {
  return adminRequest<SubmissionNote[]>(api, DESK_API_PATHS.notes(submissionId));
}

export function useNotes(submissionId: number) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: notesKey(submissionId),
    queryFn: () => fetchNotes(api, submissionId),
    enabled: isAdmin,
    retry: retryAdminQuery,
  });
}

/**
 * POST the note; once stored, it is appended to the list shown and every admin list (their
 * `notes_count`) is read again.
 */
export function useAddNote(submissionId: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      adminRequest<SubmissionNote>(api, DESK_API_PATHS.notes(submissionId), {
        method: 'POST',
        body: { text },
      }),
    onSuccess: (note) => {
      queryClient.setQueryData<SubmissionNote[]>(notesKey(submissionId), (notes) => [
        ...(notes ?? []),
        note,
      ]);
      void queryClient.invalidateQueries({
        queryKey: ADMIN_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'notes',
      });
    },
  });
}
