import { renderHook } from '@testing-library/react';
import { SUBSCRIPTIONS_TABLE_MISSING_ERROR } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import { aSubscriber } from '../../testing/fixtures';
import { useSubscriptionsView, type SubscribersQuery } from './use-subscriptions-view';

const missingTable = new ApiError(
  'http',
  500,
  { error: SUBSCRIPTIONS_TABLE_MISSING_ERROR },
  'HTTP 500',
);
const query = (overrides: Partial<SubscribersQuery> = {}): SubscribersQuery => ({
  data: undefined,
  isError: false,
  error: null,
  ...overrides,
});
const viewOf = (subscribers: SubscribersQuery, isAdmin = true) =>
  renderHook(() => useSubscriptionsView({ isAdmin, subscribers })).result.current;

describe('useSubscriptionsView', () => {
  it('refuses a signed-in customer', () => {
    expect(viewOf(query({ data: [aSubscriber()] }), false).show).toBe('notAdmin');
  });

  it('shows the form with the list loading (loading)', () => {
    expect(viewOf(query())).toMatchObject({
      show: 'manage',
      list: 'loading',
      listFailed: false,
      count: null,
    });
  });

  it('shows the database setup steps when the table is missing, with the server’s words (error)', () => {
    expect(viewOf(query({ isError: true, error: missingTable }))).toMatchObject({
      show: 'setup',
      setupDetail: SUBSCRIPTIONS_TABLE_MISSING_ERROR,
      listFailed: false,
    });
  });

  it('says another list failure above the list, with no table under it (error)', () => {
    const view = viewOf(query({ isError: true, error: new Error('offline') }));
    expect(view).toMatchObject({
      show: 'manage',
      list: 'none',
      listFailed: true,
      setupDetail: undefined,
    });
  });

  it('shows the empty state when nobody has a plan (empty)', () => {
    expect(viewOf(query({ data: [] }))).toMatchObject({
      list: 'empty',
      count: null,
      subscribers: [],
    });
  });

  it('lists the subscribers with their count (list)', () => {
    const rows = [aSubscriber({ email: 'a@x.com' }), aSubscriber({ email: 'b@x.com' })];
    expect(viewOf(query({ data: rows }))).toMatchObject({
      list: 'table',
      count: '2 subscribers',
      subscribers: rows,
    });
    expect(viewOf(query({ data: [rows[0]] })).count).toBe('1 subscriber');
  });

  it('keeps the rows on screen when a refresh failed, and says so (notices)', () => {
    const view = viewOf(
      query({ data: [aSubscriber()], isError: true, error: new Error('offline') }),
    );
    expect(view).toMatchObject({ list: 'table', listFailed: true });
  });
});
