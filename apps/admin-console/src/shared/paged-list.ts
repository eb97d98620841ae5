import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { withPage } from './page-param';

/** What a paged admin list reads of its query (React Query's result fits). */
export interface PagedQuery<T> {
  data: T | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
}

/**
 * Where a paged list stands: `answer` is on screen (while another page loads it is the previous
 * one), `settled` is the answer for the page asked. Past the last page the server answers the last
 * one: `answeredPage` is its number, and the pager shows it once it has settled.
 */
export function pagedListState<T extends { current_page: number; total_pages: number }>(
  list: PagedQuery<T>,
  page: number,
) {
  const answer = list.data;
  const settled = answer && !list.isPlaceholderData ? answer : undefined;
  const answeredPage = settled ? Math.max(1, settled.current_page) : page;
  const shownPage = list.isPlaceholderData ? page : answeredPage;
  const totalPages = Math.max(1, answer?.total_pages ?? 1, shownPage);
  return { answer, settled, answeredPage, shownPage, totalPages };
}

/** The URL follows the page the server answered, and that answer is kept under its own page's key. */
export function useFollowAnsweredPage<T>(
  settled: T | undefined,
  page: number,
  answeredPage: number,
  keyOf: (page: number) => QueryKey,
) {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  useEffect(() => {
    if (!settled || answeredPage === page) return;
    queryClient.setQueryData(keyOf(answeredPage), settled);
    setParams((current) => withPage(current, answeredPage), { replace: true });
  }, [answeredPage, keyOf, page, queryClient, setParams, settled]);
}
