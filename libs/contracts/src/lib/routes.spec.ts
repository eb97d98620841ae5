import {
  ROUTES,
  routeTo,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  TEMPORARY_STORAGE_KEYS,
} from './routes';
import { BILLING_ROUTES } from './billing';

/** Every route of the spec's screens, with {param} written as :param. */
const SPEC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/:uid/:token',
  '/verify-email/:token',
  '/auth/google/callback',
  '/pricing',
  '/terms_and_conditions',
  '/privacy_policy',
  '/shipping_delivery_policy',
  '/contact_us',
  '/cancellation_refund_policy',
  '/inputMain',
  '/my-submissions',
  '/submission/:id',
  '/admin/dashboard',
  '/admin/reviewed',
  '/admin/subscriptions',
  '/blank-page',
  '/not-found',
];

/** Routes added beyond the spec, each by an issue. */
const ADDED_ROUTES = [
  // Review operations: the audit log's screen.
  '/admin/activity',
  // Issue 25: the account page (also the e-mail change link's landing page).
  '/account',
  // Issue 26: the reviewers' workload.
  '/admin/team',
  '/login/code',
  // Issue 40: the pages the payment provider sends the browser back to.
  '/billing/success',
  '/billing/cancel',
];

describe('ROUTES', () => {
  it.each(SPEC_ROUTES)('has %s', (path) => {
    expect(Object.values(ROUTES)).toContain(path);
  });

  it('has nothing beyond the spec and the routes issues added', () => {
    expect(Object.values(ROUTES).sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort());
  });

  it('names the routes as the apps use them', () => {
    expect(ROUTES).toMatchObject({
      login: '/login',
      resetPassword: '/reset-password/:uid/:token',
      submission: '/submission/:id',
      adminDashboard: '/admin/dashboard',
    });
  });

  it("has billing's return pages where the payment provider sends the browser back", () => {
    expect(ROUTES.billingSuccess).toBe(BILLING_ROUTES.success);
    expect(ROUTES.billingCancel).toBe(BILLING_ROUTES.cancel);
  });
});

describe('routeTo', () => {
  it('fills in the parameters', () => {
    expect(routeTo.submission(42)).toBe('/submission/42');
    expect(routeTo.resetPassword('MQ', 'abc-123')).toBe('/reset-password/MQ/abc-123');
    expect(routeTo.verifyEmail('a/b')).toBe('/verify-email/a%2Fb');
    expect(routeTo.adminEdit(7)).toBe('/admin/dashboard?edit=7');
  });
});

describe('STORAGE_KEYS', () => {
  it('uses the names of the spec', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      refreshToken: 'refreshToken',
      userRole: 'userRole',
      userEmail: 'userEmail',
      googleAuthAction: 'google_auth_action',
      googleToken: 'google_token',
      authRedirectReason: 'auth_redirect_reason',
      expiredToken: 'expired_token',
    });
  });

  it('splits them into the four session keys and the temporary ones', () => {
    expect(SESSION_STORAGE_KEYS).toEqual(['token', 'refreshToken', 'userRole', 'userEmail']);
    expect([...SESSION_STORAGE_KEYS, ...TEMPORARY_STORAGE_KEYS].sort()).toEqual(
      Object.values(STORAGE_KEYS).sort(),
    );
  });
});
