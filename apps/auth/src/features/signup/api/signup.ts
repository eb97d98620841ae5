import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type SignupRequest, type SignupResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

/** A signup that has not answered after this long is abandoned ('Signup request timed out. Please try again.'). */
export const SIGNUP_TIMEOUT_MS = 15_000;

export class SignupTimeoutError extends Error {
  constructor() {
    super('Signup request timed out');
    this.name = 'SignupTimeoutError';
  }
}

/** POST /api/auth/signup/: 201 created, or 200 with `verification_resent` for a registered but unverified address. */
export async function signup(
  api: ApiClient,
  body: SignupRequest,
  timeoutMs = SIGNUP_TIMEOUT_MS,
): Promise<SignupResponse> {
  const controller = new AbortController();
  const timeout = new SignupTimeoutError();
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  try {
    return await api.request<SignupResponse>(API_PATHS.auth.signup, {
      method: 'POST',
      body,
      auth: false,
      signal: controller.signal,
    });
  } catch (error) {
    throw controller.signal.aborted ? timeout : error;
  } finally {
    clearTimeout(timer);
  }
}

export function useSignup() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: SignupRequest) => signup(api, body) });
}
