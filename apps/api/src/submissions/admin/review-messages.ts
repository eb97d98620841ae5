/** Refusals of the admin's review routes, shared by the review and the claims. */

export const SUBMISSION_NOT_FOUND = 'Submission not found.';
export const ONLY_REVIEWED_DELETABLE = 'Only reviewed submissions can be deleted.';
