/**
 * The screens' texts, grouped by screen (the API's answers are in the domain files beside this
 * one). One object in one module: the shell ships all of it on every page, and each module of a
 * shared library costs bytes there too (/login is at its budget). Strings from the spec (screens, validation, errors) are copied
 * character for character (punctuation included, even where inconsistent); entries marked
 * "(not in the spec)" fill places where the spec describes a text without quoting it.
 */
export const MESSAGES = {
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please provide valid Email address',
    /** (not in the spec) A new password (sign-up, reset) that is one of the most common ones. */
    passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
    // A password built from the address or the product's name: PASSWORD_CONTEXT_MESSAGES
    // (`password-context.ts`, served by the entry `@profileproof/contracts/password-context`).
  },

  login: {
    authRequired: 'Authentication required. Please log in to continue.',
    sessionExpired: 'Your session has expired. Please log in again.',
    invalidCredentials: 'Invalid email or password',
    networkError: 'Network error. Please check your connection.',
    failed: 'Login failed. Please try again.',
    invalidResponse: 'Invalid response from server',
    /** (not in the spec) Confirm dialog after an admin logs in. */
    goToAdminDashboard: 'You are signed in as an administrator. Go to the Admin Dashboard?',
  },

  signup: {
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDoNotMatch: 'Passwords do not match',
    failed: 'Registration failed. Please try again or contact support.',
    timedOut: 'Signup request timed out. Please try again.',
    unexpected: 'Unexpected error occurred. Please try again',
    verifyYourEmail: 'Verify Your Email',
    resendEmail: 'Resend Email',
    goToLogin: 'Go to Login',
  },

  forgotPassword: {
    emailRequired: 'Please enter your email address',
  },

  resetPassword: {
    passwordRequired: 'Please enter a password',
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordsDoNotMatch: 'Passwords do not match',
    failed: 'Failed to reset password. The link may be invalid or expired.',
  },

  verifyEmail: {
    failed: 'Email verification failed. The link may have expired or is invalid.',
  },

  google: {
    noAccount: 'No account found with this email. Please sign up first.',
    accountExists: 'An account already exists with this email. Please log in instead.',
    popupBlocked: 'Popup blocked! Please allow popups for this site.',
    failed: 'Authentication failed',
    noToken: 'No authentication token found. Please try again.',
    cancelled: 'Authentication was cancelled or failed',
    /** (not in the spec) Confirm dialog after `noAccount`. */
    goToSignup: 'Go to the sign-up page now?',
    /** (not in the spec) Confirm dialog after `accountExists`. */
    goToLogin: 'Go to the login page now?',
  },

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

  admin: {
    notAdmin: 'Not authenticated as admin',
    fetchFailed: 'Failed to fetch submissions',
    editLoadFailed: 'Failed to load submission data for editing',
    replyFailed: 'Failed to send reply',
    deleteFailed: 'Failed to delete submission',
    confirmDelete: 'Are you sure you want to delete this submission?',
    selectSubmissionFirst: 'Please select a submission first',
    generateAnalysisFirst: 'Please generate an analysis first',
    /** (not in the spec) Confirm dialog: another card is opened while the checklist has unsaved edits. */
    discardAnalysis: (email: string) =>
      `Your analysis of ${email}'s profile has not been sent. Discard it and open another submission?`,
    /** (not in the spec) Confirm dialog: the report is generated again after the analyst edited its text. */
    overwriteReport:
      'You have edited the report text. Replace your edits with a newly generated report?',
    /** (not in the spec) Shown once a reply was sent. */
    replySent: (email: string) => `Reply sent to ${email}.`,
    /** (not in the spec) Edit mode: the stored checklist could not be read, so the defaults are shown. */
    storedChecklistInvalid:
      'The checklist stored with this reply could not be read, so the checklist shows the defaults. Check every field before sending.',
    /** (not in the spec) A number on the checklist is out of range: the report cannot be generated yet. */
    fixChecklistFirst: 'Please correct the highlighted fields first',
  },

  navbar: {
    pricing: 'Pricing',
    submitProfile: 'Submit Profile',
    mySubmissions: 'My Submissions',
    adminDashboard: 'Admin Dashboard',
    manageSubscriptions: 'Manage Subscriptions',
    logout: 'Logout',
    login: 'Login',
    signUp: 'Sign Up',
  },

  landing: {
    login: 'Login',
    signUp: 'SignUp',
  },

  blankPage: {
    text: 'Thank You for Your Interest! This feature is currently under development.',
  },

  routing: {
    unexpectedError: 'Unexpected Application Error!',
  },
} as const;

/**
 * (not in the spec) The calm notice while the API does not answer (a restart, a deploy); its own
 * export so that only the chunk that shows it carries it.
 */
export const RECONNECT_NOTICE = "Can't reach ProfileProof — retrying";
