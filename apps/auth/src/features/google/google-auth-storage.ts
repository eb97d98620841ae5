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

/** The flow is over (signed in, refused or abandoned): nothing temporary stays behind. */
export function clearGoogleAuthKeys(): void {
  localStorage.removeItem(STORAGE_KEYS.googleAuthAction);
  localStorage.removeItem(STORAGE_KEYS.googleToken);
}
