import { MESSAGES } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import { InvalidAuthResponseError } from '../../shared/auth-response';

/** The spec's login error texts. A 403 is an unverified account: the server says what to do. */
export function loginErrorMessage(error: unknown): string {
  const { login } = MESSAGES;
  if (error instanceof InvalidAuthResponseError) return login.invalidResponse;
  if (!(error instanceof ApiError)) return login.failed;
  if (error.kind === 'network') return login.networkError;
  if (error.kind === 'invalid-response') return login.invalidResponse;
  if (error.status === 401) return error.detail ?? login.invalidCredentials;
  if (error.status === 403 || error.status === 429) return error.detail ?? login.failed;
  return login.failed;
}

/** The login was refused because the e-mail address is not verified yet. */
export function isUnverifiedAccount(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
