import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdminSubmissionDetail } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';

export const SUBMISSION_FOR_EDIT_QUERY_KEY = [...ADMIN_QUERY_KEY, 'submission'] as const;

/** GET /api/admin/submissions/{id}/: one submission with its stored checklist and every reply sent. */
export function fetchSubmissionForEdit(api: ApiClient, id: number): Promise<AdminSubmissionDetail> {
  return adminRequest<AdminSubmissionDetail>(api, API_PATHS.admin.submission(id));
}

/**
 * The submission opened by /admin/dashboard?edit={id}. Read once per visit: the checklist it fills
 * belongs to the analyst from then on, so it is never refetched behind their back.
 */
export function useSubmissionForEdit(id: number | null) {
  const { api, isAdmin } = useSession();
  return useQuery({
    queryKey: [...SUBMISSION_FOR_EDIT_QUERY_KEY, id],
    queryFn: () => fetchSubmissionForEdit(api, id as number),
    enabled: isAdmin && id !== null,
    retry: retryAdminQuery,
    staleTime: Infinity,
    gcTime: 0,
  });
}
