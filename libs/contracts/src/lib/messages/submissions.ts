import { LINKEDIN_URL_MAX_LENGTH, SUBMISSION_MESSAGE_MAX_LENGTH } from '../limits';

/**
 * What a customer sees of their submissions: the submit, my-submissions and details screens (in
 * `MESSAGES`) and the API's answers about a submission and its queue position.
 * Strings from the spec are copied character for character (punctuation included, even where
 * inconsistent); entries marked "(not in the spec)" fill places where the spec describes a text
 * without quoting it.
 */

/** The customer's screens: submit a profile, the tier it is checked against, the lists. */
export const SUBMISSION_SCREEN_MESSAGES = {
  submit: {
    linkedInUrlRequired: 'LinkedIn URL is required',
    /** The spec asks for "a valid profile URL" without giving the words: not a LinkedIn profile page (`isLinkedInProfileUrl`). */
    linkedInUrlInvalid: 'Please enter a valid LinkedIn profile URL',
    failed: 'Failed to submit profile',
    generic: 'Something went wrong. Please try again.',
    limitReached: 'Subscription limit reached',
  },

  subscription: {
    htmlResponse: 'Invalid API response format (received HTML). Please contact support.',
    connectionFallback: 'Connection issue detected. Using free tier as fallback.',
    serverError: 'Server error loading subscription. Please try refreshing.',
    loadFailed: 'Failed to load subscription data',
  },

  mySubmissions: {
    authRequired: 'Authentication required. Please log in again.',
    sessionExpired: 'Your session has expired. Please log in again.',
    loadFailed: 'Failed to load your submissions. Please try again later.',
  },

  submissionDetails: {
    heading: 'Submission Details',
    reviewed: 'Reviewed',
    pendingReview: 'Pending Review',
    yourMessage: 'Your Message',
    analysisResponse: 'Analysis Response',
    receivedOn: 'Received on',
    stillReviewing: 'Your submission is still being reviewed. Check back later for results.',
    backToSubmissions: 'Back to Submissions',
    loading: 'Loading submission details...',
    notFound: 'Submission not found',
    loadFailed: 'Failed to load submission details',
  },
} as const;

export const QUEUE_MESSAGES = {
  /** 409: the submission has its review; there is no queue position any more. */
  alreadyReviewed: 'This submission has already been reviewed.',
} as const;

export const LINKEDIN_URL_TOO_LONG = `LinkedIn URL must be at most ${LINKEDIN_URL_MAX_LENGTH} characters`;
export const MESSAGE_NOT_STRING = 'Message must be a string';
export const MESSAGE_TOO_LONG = `Message must be at most ${SUBMISSION_MESSAGE_MAX_LENGTH} characters`;

export const PROFILE_SUBMITTED =
  'Profile submitted successfully! We will review it and send you our analysis soon.';
