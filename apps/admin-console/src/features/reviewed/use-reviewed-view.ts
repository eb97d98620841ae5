import {
  MESSAGES,
  type ProcessedListResponse,
  type ReviewedSubmission,
} from '@profileproof/contracts';
import { adminErrorMessage } from '../../shared/admin-error';
import { isAdminRefusal } from '../../shared/api/admin-request';
import { pagedListState, type PagedQuery } from '../../shared/paged-list';

export interface ReviewedViewInput {
  isAdmin: boolean;
  /** The page the URL asks for. */
  page: number;
  list: PagedQuery<ProcessedListResponse>;
  /** Search or filters are applied: nothing found is "no match", not "nothing reviewed yet". */
  filtered?: boolean;
}

/** What the list area shows: the rows, the first-time empty state, why nothing can be shown, or that it loads. */
export type ReviewedShow = 'notAdmin' | 'empty' | 'noMatch' | 'list' | 'error' | 'loading';

export interface ReviewedView {
  show: ReviewedShow;
  /** The rows on screen (with `list`; while another page loads, the previous page's). */
  submissions: readonly ReviewedSubmission[];
  /** Another page is loading: the rows on screen are the previous page's. */
  listBusy: boolean;
  /** Why the list could not be read: the error panel's message (`error`), or the notice above rows kept on screen (`list`). */
  loadError: string | null;
  /** Try again is offered: the failure was not a refusal of the admin. */
  canRetry: boolean;
  /** The pager: the page shown and how many there are (no pager for one). */
  shownPage: number;
  totalPages: number;
  /** Above the list, with the CSV export: '12 reviewed submissions'; null while nothing was reviewed. */
  count: string | null;
  /** Refresh in the header, once there is an answer to read again. */
  refresh: { busy: boolean } | null;
  /** The settled answer and the page it is for, which the URL follows. */
  settled: ProcessedListResponse | undefined;
  answeredPage: number;
}

const countLabel = (count: number, capped: boolean, filtered: boolean) =>
  `${count.toLocaleString()}${capped ? '+' : ''} reviewed ${count === 1 && !capped ? 'submission' : 'submissions'}${filtered ? ' match' : ''}`;

function showOf(
  isAdmin: boolean,
  answer: ProcessedListResponse | undefined,
  isError: boolean,
  filtered: boolean,
): ReviewedShow {
  if (!isAdmin) return 'notAdmin';
  if (answer && answer.total_count === 0 && answer.submissions.length === 0)
    return filtered ? 'noMatch' : 'empty';
  if (answer && answer.submissions.length > 0) return 'list';
  return isError ? 'error' : 'loading';
}

/** Everything /admin/reviewed derives from its page's query, as plain fields for the layout. */
export function reviewedView({
  isAdmin,
  page,
  list,
  filtered = false,
}: ReviewedViewInput): ReviewedView {
  const { answer, settled, answeredPage, shownPage, totalPages } = pagedListState(list, page);
  const show = showOf(isAdmin, answer, list.isError, filtered);
  return {
    show,
    submissions: show === 'list' && answer ? answer.submissions : [],
    listBusy: list.isPlaceholderData,
    loadError: list.isError ? adminErrorMessage(list.error, MESSAGES.admin.fetchFailed) : null,
    canRetry: list.isError && !isAdminRefusal(list.error),
    shownPage,
    totalPages,
    count:
      isAdmin && answer && answer.total_count > 0
        ? countLabel(answer.total_count, answer.count_capped === true, filtered)
        : null,
    refresh: isAdmin && answer ? { busy: list.isFetching && !list.isPlaceholderData } : null,
    settled,
    answeredPage,
  };
}

/** The reviewed list's derived state, read afresh on each render. */
export function useReviewedView(input: ReviewedViewInput): ReviewedView {
  return reviewedView(input);
}
