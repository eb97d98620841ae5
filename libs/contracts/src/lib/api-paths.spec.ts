import { API_PATHS, API_PREFIX, API_ROUTE_PATTERNS, DESK_API_PATHS, withQuery } from './api-paths';

/** Every call the spec lists plus the paths defined in architecture.md. */
const SPEC_PATHS = [
  '/api/auth/login/',
  '/api/auth/signup/',
  '/api/auth/google/',
  '/api/auth/verify-email/',
  '/api/auth/resend-verification/',
  '/api/auth/password-reset/',
  '/api/auth/password-reset-confirm/{uid}/{token}/',
  '/api/auth/profile/',
  '/api/auth/refresh/',
  '/api/auth/subscription/',
  '/api/contact/submit/',
  '/api/contact/user-submissions/',
  '/api/admin/submissions/',
  '/api/admin/submissions/{id}/',
  '/api/contact/submissions/{id}/reply/',
  '/api/admin/processed/',
  '/api/admin/processed/{id}/',
  '/api/auth/admin/user-subscription/',
  '/api/auth/logout/',
  '/api/auth/google/start',
  '/api/health',
  '/api/admin/stats/',
  '/api/admin/submissions/{id}/claim/',
  '/api/contact/submissions/{id}/queue/',
  '/api/admin/audit/',
  '/api/admin/audit/actors/',
  '/api/admin/processed/export.csv',
  '/api/admin/snippets/',
  '/api/admin/snippets/{id}/',
  '/api/events/ticket/',
  '/api/events/',
  '/api/admin/submissions/{id}/notes/',
  '/api/admin/team/',
  '/api/contact/submissions/{id}/rating/',
  // One of the caller's own submissions by id (issue 37: the details page reads it, not the list).
  '/api/contact/submissions/{id}/',
  // The customer's structured report (issue 39): its to-do list, and the progress across reviews.
  '/api/contact/submissions/{id}/todo/',
  '/api/contact/profiles/',
];

type PathTree = { [key: string]: string | ((...args: string[]) => string) | PathTree };

/** All paths of a tree, calling the functions with {name} placeholders. */
function collect(tree: PathTree): string[] {
  return Object.values(tree).flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (typeof entry === 'function') {
      // One parameter is an {id}; the only two-parameter path takes {uid} and {token}.
      const placeholders = entry.length === 1 ? ['{id}'] : ['{uid}', '{token}'];
      return [decodeURIComponent(entry(...placeholders))];
    }
    return collect(entry);
  });
}

describe('API_PATHS', () => {
  it('covers every call of the spec and nothing else', () => {
    expect(
      [
        ...collect(API_PATHS as unknown as PathTree),
        ...collect(DESK_API_PATHS as unknown as PathTree),
      ].sort(),
    ).toEqual([...SPEC_PATHS].sort());
  });

  it('builds the parameterised paths', () => {
    expect(API_PATHS.contact.reply(12)).toBe('/api/contact/submissions/12/reply/');
    expect(API_PATHS.contact.todo(7)).toBe('/api/contact/submissions/7/todo/');
    expect(API_PATHS.contact.profiles).toBe('/api/contact/profiles/');
    expect(API_PATHS.admin.submission(3)).toBe('/api/admin/submissions/3/');
    expect(API_PATHS.admin.processedItem('9')).toBe('/api/admin/processed/9/');
    expect(API_PATHS.auth.passwordResetConfirm('MQ', 'x/y')).toBe(
      '/api/auth/password-reset-confirm/MQ/x%2Fy/',
    );
  });

  it('has a server route pattern for every path', () => {
    const patterns = collect(API_ROUTE_PATTERNS as unknown as PathTree).map((pattern) =>
      `${API_PREFIX}/${pattern}`.replace(/:(\w+)/g, '{$1}'),
    );
    const paths = SPEC_PATHS.map((path) => path.replace(/\/$/, ''));
    expect(patterns.sort()).toEqual(paths.sort());
  });
});

describe('withQuery', () => {
  it('appends defined parameters', () => {
    expect(withQuery(API_PATHS.admin.submissions, { status: 'pending', t: 5 })).toBe(
      '/api/admin/submissions/?status=pending&t=5',
    );
    expect(withQuery(API_PATHS.admin.userSubscription, { email: 'a+b@example.com' })).toBe(
      '/api/auth/admin/user-subscription/?email=a%2Bb%40example.com',
    );
  });

  it('skips null and undefined, and leaves the path alone when nothing is left', () => {
    expect(withQuery('/api/admin/processed/', { page: undefined, t: null })).toBe(
      '/api/admin/processed/',
    );
    expect(withQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
  });
});
