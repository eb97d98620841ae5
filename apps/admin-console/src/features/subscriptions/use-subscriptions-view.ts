import type { Subscriber } from '@profileproof/contracts';
import { isMissingTableFailure, serverErrorText } from './subscription-errors';

/** What the screen reads of the subscribers query (React Query's result fits). */
export interface SubscribersQuery {
  data: Subscriber[] | undefined;
  isError: boolean;
  error: unknown;
}

export interface SubscriptionsViewInput {
  isAdmin: boolean;
  subscribers: SubscribersQuery;
}

/** The whole screen: the form and the list, the database setup steps (the table is missing), or not an admin. */
export type SubscriptionsShow = 'notAdmin' | 'setup' | 'manage';

/** Under the list's heading: the table, the empty state, the loading line, or nothing (a failure says why above). */
export type SubscribersList = 'table' | 'empty' | 'loading' | 'none';

export interface SubscriptionsView {
  show: SubscriptionsShow;
  list: SubscribersList;
  /** The rows, with `table`. */
  subscribers: Subscriber[];
  /** Beside the list's heading: '3 subscribers'; null without rows. */
  count: string | null;
  /** The list failed for another reason than the missing table: say so, with Try again (and log it). */
  listFailed: boolean;
  /** With `setup`: the server's own words, shown under the steps. */
  setupDetail: string | undefined;
}

function listOf(data: Subscriber[] | undefined, isError: boolean): SubscribersList {
  if (data && data.length > 0) return 'table';
  if (data) return 'empty';
  return isError ? 'none' : 'loading';
}

/** Everything /admin/subscriptions derives from the subscribers query, as plain fields for the layout. */
export function subscriptionsView({
  isAdmin,
  subscribers,
}: SubscriptionsViewInput): SubscriptionsView {
  const missingTable = subscribers.isError && isMissingTableFailure(subscribers.error);
  const data = subscribers.data;
  let show: SubscriptionsShow = 'manage';
  if (!isAdmin) show = 'notAdmin';
  else if (missingTable) show = 'setup';
  return {
    show,
    list: listOf(data, subscribers.isError),
    subscribers: data ?? [],
    count:
      data && data.length > 0
        ? `${data.length} ${data.length === 1 ? 'subscriber' : 'subscribers'}`
        : null,
    listFailed: subscribers.isError && !missingTable,
    setupDetail: missingTable ? serverErrorText(subscribers.error) : undefined,
  };
}

/** The subscriptions screen's derived state, read afresh on each render. */
export function useSubscriptionsView(input: SubscriptionsViewInput): SubscriptionsView {
  return subscriptionsView(input);
}
