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
