import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes what a call has just learnt (a claim, a rating) into every cached query under `queryKey`,
 * so that the screen says it at once rather than at the next read. A read of those queries already
 * under way (the live events start one on any change) may have been answered before the change:
 * its answer, arriving after this write, would put the old data back on the screen. Such a read is
 * dropped first (React Query then puts back, at once, the data it started from, and the write goes
 * over that), and the queries are read again after the write. Without a read under way, nothing is
 * read: writes that repeat (a claim's renewal) cost no request.
 */
export function writeOverReadsUnderWay<Data>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: Data | undefined) => Data | undefined,
): void {
  const filters = { queryKey };
  const underWay = queryClient.isFetching(filters) > 0;
  if (underWay) void queryClient.cancelQueries(filters);
  queryClient.setQueriesData<Data>(filters, update);
  if (underWay) void queryClient.invalidateQueries(filters);
}
