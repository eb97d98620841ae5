import { ACCOUNT_API_PATHS, ACCOUNT_ROUTE_PATTERNS } from './account';

describe('ACCOUNT_API_PATHS', () => {
  it('are the paths of the issue-25 contract (and the issue-36 preview), each with its server pattern', () => {
    const paths = Object.values(ACCOUNT_API_PATHS).map((path) =>
      typeof path === 'function' ? decodeURIComponent(path('{id}')) : path,
    );
    expect(paths.sort()).toEqual(
      [
        '/api/auth/password-change/',
        '/api/auth/email-change/',
        '/api/auth/email-change/confirm/',
        '/api/auth/email-change/preview/',
        '/api/auth/sessions/',
        '/api/auth/sessions/{id}/',
        '/api/auth/sessions/revoke-others/',
        '/api/auth/account/export/',
        '/api/auth/account/',
      ].sort(),
    );
    const patterns = Object.values(ACCOUNT_ROUTE_PATTERNS).map(
      (pattern) => `/api/${pattern.replace(':id', '{id}')}/`,
    );
    expect(patterns.sort()).toEqual(paths.sort());
  });

  it('encodes a session id', () => {
    expect(ACCOUNT_API_PATHS.session('a/b')).toBe('/api/auth/sessions/a%2Fb/');
  });
});
