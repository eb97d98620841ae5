import { joinFieldErrors, type AuditListResponse } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';
import { adminErrorMessage } from '../../shared/admin-error';
import { isAdminRefusal } from '../../shared/api/admin-request';
import { pagedListState, type PagedQuery } from '../../shared/paged-list';
import { hasFilters, type ActivityView } from './activity-entries';

const LOAD_FAILED = 'Failed to load the activity';

export interface ActivityListViewInput {
  isAdmin: boolean;
  /** The page and filters the URL asks for. */
  view: ActivityView;
  list: PagedQuery<AuditListResponse>;
}

/** What the log area shows: the entries, why nothing can be shown, that nothing matches, or that it loads. */
export type ActivityShow = 'notAdmin' | 'list' | 'error' | 'empty' | 'loading';

export interface ActivityListView {
  show: ActivityShow;
  /** The entries on screen (with `list`; while another page loads, the previous page's). */
  entries: AuditListResponse['entries'];
  /** Another page is loading: the entries on screen are the previous page's. */
  listBusy: boolean;
  /** Why the log could not be read: the error panel's message, or the notice above entries kept on screen. */
  loadError: string | null;
  /** Try again is offered: not for a refusal of the admin, nor (in the panel) for a refused filter, which would fail again. */
  canRetry: boolean;
  /** With `empty`: filters are applied, so the empty state offers to clear them. */
  filtered: boolean;
  shownPage: number;
  totalPages: number;
  /** Beside the filters: '42 entries'; null while there is none. */
  count: string | null;
  /** Refresh in the header, once there is an answer to read again. */
  refresh: { busy: boolean } | null;
  /** The settled answer and the page it is for, which the URL follows. */
  settled: AuditListResponse | undefined;
  answeredPage: number;
}

/** A refused filter (400) names the field and why; anything else as every admin screen words it. */
function loadErrorText(error: unknown): string {
  const fields = isHttpError(error, 400) ? (error.body?.errors ?? null) : null;
  return fields
    ? `${LOAD_FAILED}: ${joinFieldErrors(fields)}`
    : adminErrorMessage(error, LOAD_FAILED);
}

const countLabel = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? 'entry' : 'entries'}`;

function showOf({ isAdmin, list }: ActivityListViewInput): ActivityShow {
  if (!isAdmin) return 'notAdmin';
  if (list.data && list.data.entries.length > 0) return 'list';
  if (list.isError) return 'error';
  return list.data && !list.isPlaceholderData ? 'empty' : 'loading';
}

/** Everything /admin/activity derives from its page's query, as plain fields for the layout. */
export function activityListView(input: ActivityListViewInput): ActivityListView {
  const { isAdmin, view, list } = input;
  const { answer, settled, answeredPage, shownPage, totalPages } = pagedListState(list, view.page);
  const show = showOf(input);
  const refused = isAdminRefusal(list.error);
  return {
    show,
    entries: show === 'list' && answer ? answer.entries : [],
    listBusy: list.isPlaceholderData,
    loadError: list.isError ? loadErrorText(list.error) : null,
    canRetry: list.isError && !refused && (show !== 'error' || !isHttpError(list.error, 400)),
    filtered: hasFilters(view),
    shownPage,
    totalPages,
    count: settled && settled.total_count > 0 ? countLabel(settled.total_count) : null,
    refresh: isAdmin && answer ? { busy: list.isFetching && !list.isPlaceholderData } : null,
    settled,
    answeredPage,
  };
}

/** The activity log's derived state, read afresh on each render. */
export function useActivityListView(input: ActivityListViewInput): ActivityListView {
  return activityListView(input);
}
