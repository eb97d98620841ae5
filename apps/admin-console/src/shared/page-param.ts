/** The query parameter that keeps the page of a paged list in the URL (?page=2), so reload and Back work. */
export const PAGE_PARAM = 'page';

/** '?page=3' -> 3; a missing, zero, negative or non-numeric value -> 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query with `page` set; page 1 is the list's plain address. */
export function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (page <= 1) updated.delete(PAGE_PARAM);
  else updated.set(PAGE_PARAM, String(page));
  return updated;
}

/**
 * The instant a walk through a paged list is pinned to (?as_of=…, the `as_of` of the list's
 * answer): pages 2… of one walk read the list as it stood then, so no row repeats or is skipped
 * while others reply, edit or delete (docs/product.md, "Paging"). Page 1 starts a new walk.
 */
export const AS_OF_PARAM = 'as_of';

/** The walk's instant in the address; undefined when absent or not a date. */
export function readAsOf(params: URLSearchParams): string | undefined {
  const value = params.get(AS_OF_PARAM);
  return value && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The query for page `page` of the walk pinned at `asOf`; page 1 is a new walk (no instant). */
export function withWalkPage(
  current: URLSearchParams,
  page: number,
  asOf: string | undefined,
): URLSearchParams {
  const updated = withPage(current, page);
  if (page <= 1 || !asOf) updated.delete(AS_OF_PARAM);
  else updated.set(AS_OF_PARAM, asOf);
  return updated;
}
