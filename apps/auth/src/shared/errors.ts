import { MESSAGES } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';

/** For the calls whose failures the spec does not word: the server's reason, else a generic one. */
export function genericErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return MESSAGES.login.networkError;
    if (error.detail) return error.detail;
  }
  return MESSAGES.submit.generic;
}
