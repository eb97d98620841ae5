import { isRole } from './auth';
import { isErrorBody, joinFieldErrors } from './errors';

describe('errors', () => {
  it('recognises an API error body', () => {
    expect(isErrorBody({ detail: 'Nope', needs_signup: true })).toBe(true);
    expect(isErrorBody({ message: 'Nope' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });

  it('joins field errors the way the signup screen shows them', () => {
    expect(
      joinFieldErrors({ email: ['Already registered'], password: ['Too short', 'Too common'] }),
    ).toBe('email: Already registered; password: Too short; password: Too common');
    expect(joinFieldErrors({})).toBe('');
  });
});

describe('roles', () => {
  it('are user and admin', () => {
    expect(isRole('user')).toBe(true);
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
  });
});
