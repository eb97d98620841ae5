/**
 * User-visible texts, grouped by screen. Strings from spec sections 2, 5 and 8 are copied
 * character for character (punctuation included, even where inconsistent); entries marked
 * "(not in the spec)" fill places where the spec describes a text without quoting it.
 */
export const MESSAGES = {
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please provide valid Email address',
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
    /** (not in the spec) The URL does not contain linkedin.com. */
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
  },

  subscriptions: {
    title: 'Manage User Subscriptions',
    intro: 'Assign premium access to specific users without payment processing.',
    validForLabel: 'Valid For (days)',
    validForHint: 'Leave empty for unlimited access',
    assignButton: 'Assign Subscription',
    assigning: 'Updating...',
    tableTitle: 'Current Subscribers',
    columns: { email: 'Email', plan: 'Plan', validUntil: 'Valid Until', actions: 'Actions' },
    unlimited: 'Unlimited',
    edit: 'Edit',
    delete: 'Delete',
    confirmTitle: 'Confirm Deletion',
    confirmText: (email: string) => `Are you sure you want to delete the subscription for ${email}?`,
    confirmNote: 'This will set the user back to the free tier.',
    cancel: 'Cancel',
    deleteButton: 'Delete Subscription',
    deleting: 'Deleting...',
    empty: 'No subscribers found.',
    loading: 'Loading subscribers...',
    databaseSetupTitle: 'Database Setup Required',
    /** (not in the spec) The three steps of the setup screen. */
    databaseSetupSteps: [
      'Create the migration: npm run migration:generate',
      'Apply the migration: npm run migration:run',
      'Restart the server',
    ],
    checkAgain: 'Check Again',
    foreignKey: 'Failed to assign role. Check that the user exists and try again.',
    updateFailed: 'Failed to update subscription',
    error: (message: string) => `Error: ${message}`,
    unknownError: 'Unknown error occurred',
    deleteFailed: 'Failed to delete subscription',
    assigned: (tier: string, email: string) => `Successfully assigned ${tier} plan to ${email}`,
    removed: (email: string) => `Successfully removed subscription from ${email}`,
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
