import { normaliseTier, SEARCH_MIN_LENGTH, type Tier } from '@profileproof/contracts';
import { PAGE_PARAM } from './page-param';
import { TIME_ZONE_PARAM, viewerTimeZone } from './viewer-zone';

/**
 * The desk's filters as the queue and the reviewed list keep them in the address
 * (?q=…&tier=…&overdue=true&from=…&to=…), so that a reload, a shared link and Back keep them.
 */
export interface DeskFilterValues {
  /** Trimmed; '' = no search. */
  q: string;
  tier: Tier | '';
  /** The queue: only those past due now. */
  overdue: boolean;
  /** The reviewed list: reply days 'YYYY-MM-DD', both included; '' = unbounded. */
  from: string;
  to: string;
}

export const NO_DESK_FILTERS: DeskFilterValues = {
  q: '',
  tier: '',
  overdue: false,
  from: '',
  to: '',
};

const FILTER_PARAMS = ['q', 'tier', 'overdue', 'from', 'to'] as const;
const DAY = /^\d{4}-\d\d-\d\d$/;

/** The filters an address names; what the API would refuse (a short search, an unknown tier, a bad day) is left out. */
export function readDeskFilters(params: URLSearchParams): DeskFilterValues {
  const q = (params.get('q') ?? '').trim();
  const day = (name: 'from' | 'to') => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const from = day('from');
  const to = day('to');
  return {
    q: q.length >= SEARCH_MIN_LENGTH ? q : '',
    tier: normaliseTier(params.get('tier')) ?? '',
    overdue: params.get('overdue') === 'true',
    from,
    to: from && to && to < from ? '' : to,
  };
}

export function hasDeskFilters(filters: DeskFilterValues): boolean {
  return Boolean(filters.q || filters.tier || filters.overdue || filters.from || filters.to);
}

/** The address with these filters (and the list back on its first page). */
export function withDeskFilters(
  current: URLSearchParams,
  filters: DeskFilterValues,
): URLSearchParams {
  const updated = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) updated.delete(name);
  updated.delete(PAGE_PARAM);
  if (filters.q) updated.set('q', filters.q);
  if (filters.tier) updated.set('tier', filters.tier);
  if (filters.overdue) updated.set('overdue', 'true');
  if (filters.from) updated.set('from', filters.from);
  if (filters.to) updated.set('to', filters.to);
  return updated;
}

/**
 * The filters as the API's query takes them (DeskFilters): only those that are set. With a day
 * (`from`/`to`), the browser's time zone as `tz`: the days are the admin's, as the rows' dates are.
 */
export function deskFiltersQuery(filters: DeskFilterValues): Record<string, string> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.tier ? { tier: filters.tier } : {}),
    ...(filters.overdue ? { overdue: 'true' } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.from || filters.to ? { [TIME_ZONE_PARAM]: viewerTimeZone() } : {}),
  };
}

/** One stable text per set of filters, for query keys and for remounting a form when the address changes. */
export function deskFiltersKey(filters: DeskFilterValues): string {
  return JSON.stringify(deskFiltersQuery(filters));
}
