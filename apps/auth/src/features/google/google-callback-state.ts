import { GOOGLE_AUTH_ACTIONS, STORAGE_KEYS, type GoogleAuthAction } from '@profileproof/contracts';
import { FLOW_KEY } from './google-auth-storage';

// What the callback page alone reads and writes: apart from the button's side, so that the login
// and sign-up screens (which carry the button, under a byte budget) do not ship it.

/** The API ends the popup at /auth/google/callback#id_token=... or #error=... */
export function readCallbackFragment(hash: string): {
  idToken: string | null;
  error: string | null;
} {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { idToken: params.get('id_token') || null, error: params.get('error') || null };
}

/** Whether the popup was opened to log in or to sign up ('login' if unknown). */
export function readGoogleAuthAction(): GoogleAuthAction {
  const value = localStorage.getItem(STORAGE_KEYS.googleAuthAction);
  return (GOOGLE_AUTH_ACTIONS as readonly string[]).includes(value ?? '')
    ? (value as GoogleAuthAction)
    : 'login';
}

export function storeGoogleToken(idToken: string): void {
  localStorage.setItem(STORAGE_KEYS.googleToken, idToken);
}

/** The secret of the flow this tab (or the tab that opened this popup) started, if any. */
export function readGoogleFlow(): string | null {
  return sessionStorage.getItem(FLOW_KEY);
}
