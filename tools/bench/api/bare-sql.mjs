// The bare server's SQL: the statements the API sends for each benchmarked route, loaded from the
// API's own `*.sql.ts` files (apps/api/src/…), transpiled on the fly by @swc/core (ts-hooks.mjs),
// so the two servers cannot drift apart. For a plain Node process only: it registers module hooks.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);

const API = new URL('../../../apps/api/src/', import.meta.url);
const submissions = await import(new URL('submissions/submissions.sql.ts', API).href);
const review = await import(new URL('submissions/admin/review.sql.ts', API).href);
const stats = await import(new URL('submissions/admin/review-stats.sql.ts', API).href);
const subscriptions = await import(new URL('subscriptions/subscriptions.sql.ts', API).href);
const sessions = await import(new URL('auth/sessions.sql.ts', API).href);
const liveEvents = await import(new URL('live-events/live-events.sql.ts', API).href);

export const SQL = {
  userSubmissions: submissions.OWN_SUBMISSIONS_SQL,
  usage: subscriptions.USAGE_SQL,
  pending: review.PENDING_SQL,
  pendingFiltered: review.PENDING_FILTERED_SQL,
  pendingSearch: review.PENDING_SEARCH_SQL,
  // The reviewed list: a walk pinned to an instant (issue 37).
  newestReviewed: review.NEWEST_REVIEWED_KEY_SQL,
  reviewedWalkHead: review.REVIEWED_WALK_HEAD_SQL,
  reviewedWalkIndex: review.REVIEWED_WALK_INDEX_SQL,
  reviewedWalkCount: review.REVIEWED_WALK_COUNT_SQL,
  reviewedWalkSearchCount: review.REVIEWED_WALK_SEARCH_COUNT_SQL,
  reviewedWalkPage: review.REVIEWED_WALK_PAGE_SQL,
  reviewedWalkSearchPage: review.REVIEWED_WALK_SEARCH_PAGE_SQL,
  stats: stats.STATS_SQL,
  // The submit's transaction (TypeORM's, with these statements).
  lockUser: submissions.LOCK_USER_FOR_QUOTA_SQL,
  pendingDuplicate: submissions.PENDING_DUPLICATE_SQL,
  insertSubmission: submissions.INSERT_SUBMISSION_SQL,
  session: sessions.SESSION_SQL,
  // The live event a submit publishes once committed, and every instance's listener.
  eventsChannel: liveEvents.EVENTS_CHANNEL,
  notify: liveEvents.NOTIFY_SQL,
  listen: liveEvents.LISTEN_SQL,
};
