import { renderHook } from '@testing-library/react';
import { MESSAGES, type ProcessedListResponse } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import { anAdminSubmission } from '../../testing/fixtures';
import { useReviewedView, type ReviewedViewInput } from './use-reviewed-view';

const httpError = (status: number) => new ApiError('http', status, null, `HTTP ${status}`);
const aRow = (id: number) => ({ ...anAdminSubmission({ id }), replied_by: 'analyst@example.com' });
const anAnswer = (overrides: Partial<ProcessedListResponse> = {}): ProcessedListResponse => ({
  submissions: [aRow(1), aRow(2)],
  total_count: 12,
  total_pages: 2,
  current_page: 1,
  as_of: '2026-03-02T10:00:00.000Z',
  next_cursor: null,
  previous_cursor: null,
  ...overrides,
});
const settledList = (
  data: ProcessedListResponse | undefined,
  overrides: Partial<ReviewedViewInput['list']> = {},
) => ({
  data,
  isPlaceholderData: false,
  isError: false,
  error: null,
  isFetching: false,
  ...overrides,
});

const viewOf = (list: ReviewedViewInput['list'], page = 1, isAdmin = true) =>
  renderHook(() => useReviewedView({ isAdmin, page, list })).result.current;

describe('useReviewedView', () => {
  it('refuses a signed-in customer, with no count and no Refresh', () => {
    expect(viewOf(settledList(anAnswer()), 1, false)).toMatchObject({
      show: 'notAdmin',
      count: null,
      refresh: null,
    });
  });

  it('loads (loading), without Refresh until there is an answer', () => {
    expect(viewOf(settledList(undefined, { isFetching: true }))).toMatchObject({
      show: 'loading',
      refresh: null,
      loadError: null,
    });
  });

  it('says why nothing can be shown (error), with Try again unless the admin was refused', () => {
    expect(viewOf(settledList(undefined, { isError: true, error: httpError(500) }))).toMatchObject({
      show: 'error',
      loadError: MESSAGES.admin.fetchFailed,
      canRetry: true,
    });
    expect(viewOf(settledList(undefined, { isError: true, error: httpError(403) }))).toMatchObject({
      show: 'error',
      loadError: MESSAGES.admin.notAdmin,
      canRetry: false,
    });
  });

  it('shows the first-time empty state when nothing was reviewed (empty)', () => {
    const view = viewOf(settledList(anAnswer({ submissions: [], total_count: 0, total_pages: 0 })));
    expect(view).toMatchObject({ show: 'empty', count: null, submissions: [] });
  });

  it('lists the page with its count, pager and Refresh (list)', () => {
    const view = viewOf(settledList(anAnswer({ total_count: 1234, total_pages: 124 })), 1);
    expect(view).toMatchObject({
      show: 'list',
      count: '1,234 reviewed submissions',
      shownPage: 1,
      totalPages: 124,
    });
    expect(view.submissions.map((row) => row.id)).toEqual([1, 2]);
    expect(view.refresh).toEqual({ busy: false });
    expect(
      viewOf(settledList(anAnswer({ total_count: 1, total_pages: 1, submissions: [aRow(1)] })))
        .count,
    ).toBe('1 reviewed submission');
  });

  it('keeps the previous page on screen, busy, while the next loads, and Refresh does not spin for it', () => {
    const view = viewOf(settledList(anAnswer(), { isPlaceholderData: true, isFetching: true }), 2);
    expect(view).toMatchObject({
      show: 'list',
      listBusy: true,
      shownPage: 2,
      settled: undefined,
      refresh: { busy: false },
    });
  });

  it('follows the page the server answered past the last one', () => {
    const answer = anAnswer({ current_page: 2 });
    expect(viewOf(settledList(answer), 9)).toMatchObject({
      settled: answer,
      answeredPage: 2,
      shownPage: 2,
      totalPages: 2,
    });
  });

  it('keeps the rows when a refresh failed, with a notice above them (notices)', () => {
    const view = viewOf(settledList(anAnswer(), { isError: true, error: httpError(500) }));
    expect(view).toMatchObject({
      show: 'list',
      loadError: MESSAGES.admin.fetchFailed,
      canRetry: true,
    });
  });
});
