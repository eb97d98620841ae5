import {
  API_PATHS,
  type GoogleAuthAction,
  type GoogleAuthRequest,
  type GoogleAuthResponse,
} from '@profileproof/contracts';
import type { ApiClient } from '@profileproof/session';
import { parseLoginResponse } from '../../../shared/auth-response';

/** Where the popup starts: the API runs the provider's OAuth flow from there, bound to the hash of this tab's flow secret. */
export function googleStartUrl(
  apiBaseUrl: string,
  action: GoogleAuthAction,
  flowHash: string,
): string {
  // Neither needs escaping: the action is one of two words, the hash is hex.
  return `${apiBaseUrl}${API_PATHS.auth.googleStart}?action=${action}&flow_hash=${flowHash}`;
}

/**
 * POST /api/auth/google/ {credential, action}: a session, the code step's `mfa_token` (two-step
 * sign-in on), or 404 needs_signup / 409 needs_login.
 */
export async function googleAuth(
  api: ApiClient,
  body: GoogleAuthRequest,
): Promise<GoogleAuthResponse> {
  const answer = await api.request<unknown>(API_PATHS.auth.google, {
    method: 'POST',
    body,
    auth: false,
  });
  return parseLoginResponse(answer);
}

// An id_token is exchanged once: the callback page may mount twice (StrictMode).
const exchanges = new Map<string, Promise<GoogleAuthResponse>>();

export function googleAuthOnce(
  api: ApiClient,
  body: GoogleAuthRequest,
): Promise<GoogleAuthResponse> {
  let exchange = exchanges.get(body.credential);
  if (!exchange) {
    exchange = googleAuth(api, body);
    exchanges.set(body.credential, exchange);
  }
  return exchange;
}
