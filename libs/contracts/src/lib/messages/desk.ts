import {
  NOTE_MAX_LENGTH,
  RATING_CHANGE_DAYS,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MAX_SCORE,
  RATING_MIN_SCORE,
} from '../desk';

/** The API's answers about notes, ratings and the team view. */
export const DESK_MESSAGES = {
  noteRequired: 'Note text is required',
  noteNotString: 'Note text must be a string',
  noteTooLong: `Note text must be at most ${NOTE_MAX_LENGTH} characters`,
  scoreInvalid: `Score must be a whole number from ${RATING_MIN_SCORE} to ${RATING_MAX_SCORE}`,
  commentNotString: 'Comment must be a string',
  commentTooLong: `Comment must be at most ${RATING_COMMENT_MAX_LENGTH} characters`,
  ratingNotReviewed: 'This submission has no report to rate yet.',
  ratingLocked: `Ratings can be changed for ${RATING_CHANGE_DAYS} days; this one can no longer be changed.`,
} as const;
