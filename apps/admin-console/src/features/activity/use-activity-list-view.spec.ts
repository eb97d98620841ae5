import { renderHook } from '@testing-library/react';
import { MESSAGES, type AuditEntry, type AuditListResponse } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import type { ActivityView } from './activity-entries';
import { useActivityListView, type ActivityListViewInput } from './use-activity-list-view';

const httpError = (status: number, body: Record<string, unknown> | null = null) =>
  new ApiError('http', status, body, `HTTP ${status}`);
const anEntry = (id: number): AuditEntry => ({
  id,
  actor: 'ann@x.com',
  action: 'submission.deleted',
  target_type: 'submission',
  target_id: String(id),
  details: {},
  created_at: '2026-03-02T10:00:00.000Z',
});
const anAnswer = (overrides: Partial<AuditListResponse> = {}): AuditListResponse => ({
  entries: [anEntry(1), anEntry(2)],
  total_count: 42,
  total_pages: 3,
  current_page: 1,
  as_of: '2026-03-02T10:00:00.000Z',
  next_cursor: null,
  previous_cursor: null,
  ...overrides,
});
const list = (
  data: AuditListResponse | undefined,
  overrides: Partial<ActivityListViewInput['list']> = {},
) => ({
  data,
  isPlaceholderData: false,
  isError: false,
  error: null,
  isFetching: false,
  ...overrides,
});
const NO_FILTERS: ActivityView = { page: 1, actor: '', action: '' };

const viewOf = (
  query: ActivityListViewInput['list'],
  view: ActivityView = NO_FILTERS,
  isAdmin = true,
) => renderHook(() => useActivityListView({ isAdmin, view, list: query })).result.current;

describe('useActivityListView', () => {
  it('refuses a signed-in customer', () => {
    expect(viewOf(list(anAnswer()), NO_FILTERS, false)).toMatchObject({
      show: 'notAdmin',
      refresh: null,
    });
  });

  it('loads (loading), also while another filter’s empty answer is still on screen', () => {
    expect(viewOf(list(undefined)).show).toBe('loading');
    expect(
      viewOf(list(anAnswer({ entries: [], total_count: 0 }), { isPlaceholderData: true })).show,
    ).toBe('loading');
  });

  it('names a refused filter and offers no Try again for it (error)', () => {
    const refused = httpError(400, { detail: 'Invalid', errors: { actor: ['must be an e-mail'] } });
    const view = viewOf(list(undefined, { isError: true, error: refused }), {
      page: 1,
      actor: 'nobody',
      action: '',
    });
    expect(view.show).toBe('error');
    expect(view.loadError).toMatch(/^Failed to load the activity: .*must be an e-mail/);
    expect(view.canRetry).toBe(false);
  });

  it('offers Try again for other failures, not for a refused admin (error)', () => {
    expect(viewOf(list(undefined, { isError: true, error: httpError(500) }))).toMatchObject({
      loadError: 'Failed to load the activity',
      canRetry: true,
    });
    expect(viewOf(list(undefined, { isError: true, error: httpError(401) }))).toMatchObject({
      loadError: MESSAGES.admin.notAdmin,
      canRetry: false,
    });
  });

  it('tells an empty log from filters that match nothing (empty)', () => {
    const empty = list(anAnswer({ entries: [], total_count: 0, total_pages: 0 }));
    expect(viewOf(empty)).toMatchObject({ show: 'empty', filtered: false, count: null });
    expect(viewOf(empty, { page: 1, actor: 'ann@x.com', action: '' })).toMatchObject({
      show: 'empty',
      filtered: true,
    });
  });

  it('lists the entries with the count, the pager and Refresh (list)', () => {
    const view = viewOf(list(anAnswer()));
    expect(view).toMatchObject({
      show: 'list',
      count: '42 entries',
      shownPage: 1,
      totalPages: 3,
      refresh: { busy: false },
    });
    expect(view.entries.map((entry) => entry.id)).toEqual([1, 2]);
    expect(
      viewOf(list(anAnswer({ total_count: 1, total_pages: 1, entries: [anEntry(1)] }))).count,
    ).toBe('1 entry');
  });

  it('keeps the previous page busy on screen while the next loads, and follows a page past the last', () => {
    expect(
      viewOf(list(anAnswer(), { isPlaceholderData: true, isFetching: true }), {
        ...NO_FILTERS,
        page: 2,
      }),
    ).toMatchObject({
      listBusy: true,
      shownPage: 2,
      count: null,
      refresh: { busy: false },
    });
    expect(viewOf(list(anAnswer({ current_page: 3 })), { ...NO_FILTERS, page: 8 })).toMatchObject({
      answeredPage: 3,
      shownPage: 3,
    });
  });

  it('keeps the entries when a refresh failed, with the reason and Try again above them (notices)', () => {
    const view = viewOf(
      list(anAnswer(), { isError: true, error: httpError(500), isFetching: false }),
    );
    expect(view).toMatchObject({
      show: 'list',
      loadError: 'Failed to load the activity',
      canRetry: true,
    });
  });
});
