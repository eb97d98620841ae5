import { GOOGLE_AUTH_ACTIONS, STORAGE_KEYS, type GoogleAuthAction } from '@profileproof/contracts';

// localStorage, not sessionStorage: the popup is another window of the same site, and both must
// see these two temporary keys.

export function storeGoogleAuthAction(action: GoogleAuthAction): void {
  localStorage.setItem(STORAGE_KEYS.googleAuthAction, action);
}

/** Whether the popup was opened to log in or to sign up ('login' if unknown). */
export function readGoogleAuthAction(): GoogleAuthAction {
  const value = localStorage.getItem(STORAGE_KEYS.googleAuthAction);
  return (GOOGLE_AUTH_ACTIONS as readonly string[]).includes(value ?? '') ? (value as GoogleAuthAction) : 'login';
}

export function storeGoogleToken(idToken: string): void {
  localStorage.setItem(STORAGE_KEYS.googleToken, idToken);
}

/** The id_token the callback page left, removed as it is read. */
export function takeGoogleToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.googleToken);
  localStorage.removeItem(STORAGE_KEYS.googleToken);
  return token;
}

// sessionStorage, on purpose: it belongs to this tab, and the popup it opens starts with a copy of
// it; no other tab or window of the browser sees it.
const FLOW_KEY = 'google_auth_flow';

/**
 * A new sign-in of this tab: a random secret, kept in sessionStorage (before the popup opens).
 * GET /start sees only its hash (see flowHash); POST /api/auth/google/ wants the secret itself, so an
 * id_token from a flow this tab did not start (a callback URL someone sent) signs nobody in.
 */
export function startGoogleFlow(): string {
  const secret = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(FLOW_KEY, secret);
  return secret;
}

/** SHA-256, base64url. Async, so that a browser without crypto.subtle (a page not on https) rejects rather than throws. */
export async function flowHash(secret: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))));
}

/** The secret of the flow this tab (or the tab that opened this popup) started, if any. */
export function readGoogleFlow(): string | null {
  return sessionStorage.getItem(FLOW_KEY);
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=/g, '');
}

/** The flow is over (signed in, refused or abandoned): nothing temporary stays behind. */
export function clearGoogleAuthKeys(): void {
  localStorage.removeItem(STORAGE_KEYS.googleAuthAction);
  localStorage.removeItem(STORAGE_KEYS.googleToken);
  sessionStorage.removeItem(FLOW_KEY);
}
