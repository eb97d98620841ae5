import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PATHS, CACHE_BUSTER_PARAM, type ProcessedListResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';
import { ADMIN_QUERY_KEY } from '../../../shared/api/admin-query-key';
import {
  deskFiltersKey,
  deskFiltersQuery,
  NO_DESK_FILTERS,
  type DeskFilterValues,
} from '../../../shared/desk-filters';

/**
 * Every page of the processed list sits under this key. It starts with 'admin', so a reply sent
 * from the dashboard (which invalidates every admin query) marks these pages stale too.
 */
export const PROCESSED_SUBMISSIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'processed'] as const;

/** A page of a walk: pinned at `asOf` (the walk's instant), or page 1 of a new walk (undefined). */
export const processedPageKey = (
  page: number,
  filters: DeskFilterValues = NO_DESK_FILTERS,
  asOf?: string,
) => [...PROCESSED_SUBMISSIONS_QUERY_KEY, deskFiltersKey(filters), asOf ?? 'new', page] as const;

/**
 * GET /api/admin/processed/?page=N&as_of=…&t=…: one page of reviewed submissions, newest reply
 * first, as the list stood at `asOf` (without it: now, and the answer's `as_of` says which
 * instant, for the next pages of the walk). A page past the last one is answered with the last
 * page (`current_page` says which).
 */
export function fetchProcessedSubmissions(
  api: ApiClient,
  page: number,
  filters: DeskFilterValues = NO_DESK_FILTERS,
  asOf?: string,
): Promise<ProcessedListResponse> {
  return adminRequest<ProcessedListResponse>(api, API_PATHS.admin.processed, {
    query: {
      page,
      as_of: asOf,
      ...deskFiltersQuery(filters),
      [CACHE_BUSTER_PARAM]: Date.now(),
    },
  });
}

/**
 * One page of the processed list. While another page loads, the previous one stays on screen
 * (no flash of a spinner between pages), and the next page is fetched ahead so Next is instant.
 */
export function useProcessedSubmissions(
  page: number,
  filters: DeskFilterValues = NO_DESK_FILTERS,
  asOf?: string,
) {
  const { api, isAdmin } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: processedPageKey(page, filters, asOf),
    queryFn: () => fetchProcessedSubmissions(api, page, filters, asOf),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
    retry: retryAdminQuery,
  });

  const answer = query.isPlaceholderData ? undefined : query.data;
  const nextPage =
    answer && answer.current_page < answer.total_pages ? answer.current_page + 1 : null;
  // The next page of the same walk: as of the instant this answer was read at.
  const walkAsOf = answer?.as_of;
  useEffect(() => {
    if (nextPage === null) return;
    void queryClient.prefetchQuery({
      queryKey: processedPageKey(nextPage, filters, walkAsOf),
      queryFn: () => fetchProcessedSubmissions(api, nextPage, filters, walkAsOf),
    });
    // The filters by their key: a new object with the same filters asks nothing again.
  }, [api, nextPage, queryClient, deskFiltersKey(filters), walkAsOf]);

  return query;
}
