import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PATHS, CACHE_BUSTER_PARAM, type ProcessedListResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';

/**
 * Every page of the processed list sits under this key. It starts with 'admin', so a reply sent
 * from the dashboard (which invalidates every admin query) marks these pages stale too.
 */
export const PROCESSED_SUBMISSIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'processed'] as const;

export const processedPageKey = (page: number) =>
  [...PROCESSED_SUBMISSIONS_QUERY_KEY, page] as const;

/**
 * GET /api/admin/processed/?page=N&t=…: one page of reviewed submissions, newest reply first. A
 * page past the last one is answered with the last page (`current_page` says which).
 */
export function fetchProcessedSubmissions(
  api: ApiClient,
  page: number,
): Promise<ProcessedListResponse> {
  return adminRequest<ProcessedListResponse>(api, API_PATHS.admin.processed, {
    query: { page, [CACHE_BUSTER_PARAM]: Date.now() },
  });
}

/**
 * One page of the processed list. While another page loads, the previous one stays on screen
 * (no flash of a spinner between pages), and the next page is fetched ahead so Next is instant.
 */
export function useProcessedSubmissions(page: number) {
  const { api, isAdmin } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: processedPageKey(page),
    queryFn: () => fetchProcessedSubmissions(api, page),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
    retry: retryAdminQuery,
  });

  const answer = query.isPlaceholderData ? undefined : query.data;
  const nextPage =
    answer && answer.current_page < answer.total_pages ? answer.current_page + 1 : null;
  useEffect(() => {
    if (nextPage === null) return;
    void queryClient.prefetchQuery({
      queryKey: processedPageKey(nextPage),
      queryFn: () => fetchProcessedSubmissions(api, nextPage),
    });
  }, [api, nextPage, queryClient]);

  return query;
}
