import { TWO_STEP_REQUIRED_CODE } from '@profileproof/contracts/two-step';
import {
  ApiError,
  clearStoredSession,
  isHttpError,
  setAuthRedirectReason,
  type ApiClient,
  type RequestOptions,
} from '@profileproof/session';

/** The server refused the caller as an administrator: no session (401) or not an admin (403). */
export function isAdminRefusal(error: unknown): boolean {
  return isHttpError(error, [401, 403]);
}

/** An admin without two-step sign-in, where it is required (ADMIN_REQUIRE_2FA): sent to set it up, still signed in. */
export function isTwoStepRequired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 403 && error.body?.code === TWO_STEP_REQUIRED_CODE
  );
}

/**
 * Every admin call goes through here. The spec's roles and permissions: "On 401 or 403 the tokens are cleared" — a
 * 401 the client could not renew has already ended the session; a 403 means the account is not
 * (or no longer) an administrator, so its session is ended too and the guards send it to /login.
 */
export async function adminRequest<T>(
  api: ApiClient,
  path: string,
  options?: RequestOptions,
): Promise<T> {
  try {
    return await api.request<T>(path, options);
  } catch (error) {
    if (isHttpError(error, 403) && !isTwoStepRequired(error)) {
      setAuthRedirectReason('required');
      clearStoredSession();
    }
    throw error;
  }
}

/**
 * Whether an admin query asks once more: after a network failure or a server error (5xx), once;
 * never after the server's final answer, a refusal (401, 403) or any other 4xx (an unknown
 * address, a bad filter), which asking again would only repeat a second later.
 */
export function retryAdminQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(isHttpError(error) && error.status < 500);
}
