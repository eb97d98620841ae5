import { MESSAGES } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';
import { isAdminRefusal } from './api/admin-request';

/**
 * The text for a failed admin call (the spec's admin error texts): 'Not authenticated as admin' when the
 * server refused the caller, else `fallback` (e.g. 'Failed to fetch submissions'), followed by the
 * server's own detail when it gave one that says more.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (isAdminRefusal(error)) return MESSAGES.admin.notAdmin;
  if (isHttpError(error) && error.status < 500 && error.detail) {
    return `${fallback}: ${error.detail}`;
  }
  return fallback;
}
