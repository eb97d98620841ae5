/** Front-end routes (the spec's screens) and what the browser stores. */

export const ROUTES = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:uid/:token',
  verifyEmail: '/verify-email/:token',
  googleCallback: '/auth/google/callback',
  pricing: '/pricing',
  termsAndConditions: '/terms_and_conditions',
  privacyPolicy: '/privacy_policy',
  shippingDeliveryPolicy: '/shipping_delivery_policy',
  contactUs: '/contact_us',
  cancellationRefundPolicy: '/cancellation_refund_policy',
  inputMain: '/inputMain',
  mySubmissions: '/my-submissions',
  submission: '/submission/:id',
  adminDashboard: '/admin/dashboard',
  adminReviewed: '/admin/reviewed',
  adminSubscriptions: '/admin/subscriptions',
  /** (not in the spec) The audit log of admin actions (review operations). */
  adminActivity: '/admin/activity',
  /**
   * (issue 25) The signed-in user's account: password, address, sessions, data, closing. The
   * e-mail change link lands here too, with `?confirm_email={token}` (ACCOUNT_CONFIRM_PARAM).
   */
  account: '/account',
  /** (not in the spec) Each reviewer's workload over a period (issue 26). */
  adminTeam: '/admin/team',
  /** (not in the spec) The login's second step: the two-step sign-in code (state `{mfa_token}`). */
  loginCode: '/login/code',
  /** (not in the spec) Issue 40: where the payment provider sends the browser back (BILLING_ROUTES). */
  billingSuccess: '/billing/success',
  billingCancel: '/billing/cancel',
  blankPage: '/blank-page',
  notFound: '/not-found',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

/** Query parameter of /admin/dashboard that opens a processed submission for editing. */
export const ADMIN_EDIT_PARAM = 'edit';

const segment = (value: number | string): string => encodeURIComponent(String(value));

/** Concrete links to the parameterised routes. */
export const routeTo = {
  resetPassword: (uid: string, token: string) =>
    `/reset-password/${segment(uid)}/${segment(token)}`,
  verifyEmail: (token: string) => `/verify-email/${segment(token)}`,
  submission: (id: number | string) => `/submission/${segment(id)}`,
  adminEdit: (id: number | string) => `${ROUTES.adminDashboard}?${ADMIN_EDIT_PARAM}=${segment(id)}`,
} as const;

/** The footer's policy links, in footer order. */
export const POLICY_LINKS: readonly { path: RoutePath; label: string }[] = [
  { path: ROUTES.termsAndConditions, label: 'Terms and Conditions' },
  { path: ROUTES.privacyPolicy, label: 'Privacy Policy' },
  { path: ROUTES.shippingDeliveryPolicy, label: 'Shipping and Delivery Policy' },
  { path: ROUTES.cancellationRefundPolicy, label: 'Cancellation and Refund Policy' },
  { path: ROUTES.contactUs, label: 'Contact Us' },
];

/** Browser storage keys (localStorage unless noted). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userRole: 'userRole',
  userEmail: 'userEmail',
  /** Temporary: whether the third-party popup was opened to log in or to sign up. */
  googleAuthAction: 'google_auth_action',
  /** Temporary: the id_token handed from the callback page to its opener. */
  googleToken: 'google_token',
  /** Temporary: why the user was sent to /login (shown as a notice there). */
  authRedirectReason: 'auth_redirect_reason',
  /** Temporary: set when a stored token turned out to be expired. */
  expiredToken: 'expired_token',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The four keys logout clears. */
export const SESSION_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userRole,
  STORAGE_KEYS.userEmail,
];

/** The temporary keys, cleared once the flow that set them is over. */
export const TEMPORARY_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.googleAuthAction,
  STORAGE_KEYS.googleToken,
  STORAGE_KEYS.authRedirectReason,
  STORAGE_KEYS.expiredToken,
];

/** Window event dispatched whenever the user logs in or out. */
export const AUTH_CHANGE_EVENT = 'auth-change';
