/**
 * A second entry of the contracts, for the desk's notes, ratings and team view in the browser.
 * `@profileproof/contracts` is shared and the shell provides every export any front end imports
 * from it, so it ships with /login; this entry is not shared: the admin console and the
 * customer's remote bundle it. The API imports the same constants from the main entry.
 */
export {
  NOTE_MAX_LENGTH,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MAX_SCORE,
  RATING_MIN_SCORE,
} from './lib/desk';
export { DESK_SCREENS } from './lib/messages/desk-screens';
export { DESK_API_PATHS } from './lib/api-paths';
export {
  AS_OF_INVALID,
  CURSOR_INVALID,
  USER_SUBMISSIONS_PAGE_MAX,
  USER_SUBMISSIONS_PAGE_SIZE,
} from './lib/paging';
export type { UserSubmissionsPage, WalkPage } from './lib/paging';
