import { isRole, type AuthResponse, type LoginResponse } from '@profileproof/contracts';

/** The server answered 2xx, but not with a usable session ('Invalid response from server'). */
export class InvalidAuthResponseError extends Error {
  constructor() {
    super('Invalid response from server');
    this.name = 'InvalidAuthResponseError';
  }
}

/** Checks the answer of login and third-party sign-in before anything is stored. */
export function parseAuthResponse(answer: unknown): AuthResponse {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Partial<
    Record<keyof AuthResponse, unknown>
  >;
  if (typeof body.access !== 'string' || !body.access) throw new InvalidAuthResponseError();
  return {
    access: body.access,
    refresh: typeof body.refresh === 'string' ? body.refresh : '',
    role: isRole(body.role) ? body.role : 'user',
    email: typeof body.email === 'string' ? body.email : '',
    user_id: typeof body.user_id === 'number' ? body.user_id : 0,
    is_new_user: body.is_new_user === true,
  };
}

/** A login's answer: a session, or (two-step sign-in on) the `mfa_token` for the code step. */
export const parseLoginResponse = (answer: unknown): LoginResponse =>
  (answer as { mfa_token?: string } | null)?.mfa_token
    ? (answer as LoginResponse)
    : parseAuthResponse(answer);
