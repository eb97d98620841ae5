/**
 * The shell's texts: the navbar, the landing page, the blank page and the routing error.
 * Strings from the spec are copied character for character (punctuation included, even where
 * inconsistent); entries marked "(not in the spec)" fill places where the spec describes a text
 * without quoting it.
 */

export const SHELL_SCREEN_MESSAGES = {
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
