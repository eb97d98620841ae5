import { STORAGE_KEYS, type GoogleAuthAction } from '@profileproof/contracts';

// localStorage, not sessionStorage: the popup is another window of the same site, and both must
// see these two temporary keys. The callback page's side is in google-callback-state.ts.

export function storeGoogleAuthAction(action: GoogleAuthAction): void {
  localStorage.setItem(STORAGE_KEYS.googleAuthAction, action);
}

/** The id_token the callback page left, removed as it is read. */
export function takeGoogleToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.googleToken);
  localStorage.removeItem(STORAGE_KEYS.googleToken);
  return token;
}

// sessionStorage, on purpose: it belongs to this tab, and the popup it opens starts with a copy of
// it; no other tab or window of the browser sees it.
export const FLOW_KEY = 'google_auth_flow';

/**
 * A new sign-in of this tab: a random secret, kept in sessionStorage (before the popup opens).
 * GET /start sees only its hash (see google-popup-steps.ts); POST /api/auth/google/ wants the secret itself, so an
 * id_token from a flow this tab did not start (a callback URL someone sent) signs nobody in.
 */
export function startGoogleFlow(): string {
  const secret = crypto.randomUUID();
  sessionStorage.setItem(FLOW_KEY, secret);
  return secret;
}

/** The flow is over (signed in, refused or abandoned): nothing temporary stays behind. */
export function clearGoogleAuthKeys(): void {
  localStorage.removeItem(STORAGE_KEYS.googleAuthAction);
  localStorage.removeItem(STORAGE_KEYS.googleToken);
  sessionStorage.removeItem(FLOW_KEY);
}
