import {
  ADMIN_REPLY_MAX_LENGTH,
  PENDING_QUEUE_CAP,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SUBMISSION_STATUSES,
} from '../admin';

/**
 * The API's answers of the review desk: the review, claim, reply and export routes (the review
 * screens' texts are in `MESSAGES`, `screens.ts`).
 * Strings from the spec are copied character for character (punctuation included, even where
 * inconsistent); entries marked "(not in the spec)" fill places where the spec describes a text
 * without quoting it.
 */

/** 404 of a missing or deleted submission (for the customer's queue position: also another user's). */
export const SUBMISSION_NOT_FOUND = 'Submission not found.';
/** 409 of deleting a submission still pending. */
export const ONLY_REVIEWED_DELETABLE = 'Only reviewed submissions can be deleted.';

export const CLAIM_MESSAGES = {
  /** 409 from a claim or a reply while another admin's claim is live: beside `claimed_by`, `claimed_until`. */
  heldByAnother: 'Another admin is working on this submission.',
  /** 409 from a claim of a reviewed submission. */
  notPending: 'Only pending submissions can be claimed.',
  /** 200 from DELETE .../claim/ (also when there was no claim of the caller's to release). */
  released: 'Claim released.',
} as const;

export const REPLY_MESSAGES = {
  /** 409: a reply was sent since the one refused was drafted (its `base_version` is not the current one). */
  stale:
    'Another reply was sent for this submission after you opened it, so yours was not sent. Your draft is kept; open the submission again to see the current reply.',
  /** 409: re-sending a reviewed submission needs the caller's edit claim (opened with ?edit={id}). */
  editRequired:
    'This submission has already been reviewed. Open it for editing from the reviewed list to send a new version.',
} as const;

/**
 * 404 `{detail}` of an export whose range holds no reviewed submission (checked before any file
 * starts): the admin console shows it instead of downloading a file of headers only.
 */
export const EXPORT_EMPTY_RANGE = 'No reviewed submissions in this range';

/**
 * Who sent a reply, for an admin account deleted since (the reviewed list, the CSV). The audit
 * log keeps the e-mail itself.
 */
export const FORMER_ADMIN = 'Former admin';

export const REPLY_SENT = 'Reply sent.';
export const REPLY_NOT_STRING = 'Reply must be a string';
export const REPLY_TOO_LONG = `Reply must be at most ${ADMIN_REPLY_MAX_LENGTH} characters`;
export const ANALYSIS_REQUIRED = 'Analysis is required';
export const BASE_VERSION_REQUIRED =
  'Base version is required: the reply_version the draft was opened at';
export const BASE_VERSION_INVALID = 'Base version must be a whole number from 0 to 2147483647';

export const SUBMISSION_DELETED = 'Submission deleted.';
export const IS_PROCESSED_REQUIRED = 'is_processed is required';
export const IS_PROCESSED_NOT_BOOLEAN = 'is_processed must be true or false';

export const TAKE_OVER_NOT_BOOLEAN = 'take_over must be true or false';
export const EDIT_NOT_BOOLEAN = 'edit must be true or false';
export const CLAIM_BODY_NOT_OBJECT = 'The body must be a JSON object';

export const PAGE_INVALID = 'Page must be a whole number of at least 1';
export const STATUS_INVALID = `Status must be one of: ${SUBMISSION_STATUSES.join(', ')}`;
export const LIMIT_INVALID = `Limit must be a whole number from 1 to ${PENDING_QUEUE_CAP}`;

export const EXPORT_FROM_INVALID = 'From must be a real date written YYYY-MM-DD';
export const EXPORT_TO_INVALID = 'To must be a real date written YYYY-MM-DD';
export const EXPORT_RANGE_REVERSED = 'To must be the same day as from or later';
/** `tz` of the statistics, the reviewed list's day filters and the CSV export: not a known IANA zone name. */
export const TIME_ZONE_INVALID = 'Time zone must be an IANA time zone name such as Europe/Paris';

/** The desk's filters (GET /api/admin/submissions/, /api/admin/processed/ and the CSV export;
 * `from`/`to` as the export words them). */
export const SEARCH_INVALID = `Search must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`;
export const TIER_FILTER_INVALID = 'Tier must be one of: free, basic, premium';
export const OVERDUE_FILTER_INVALID = 'Overdue must be true or false';
