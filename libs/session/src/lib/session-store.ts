import {
  AUTH_CHANGE_EVENT,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  type AuthResponse,
  type ProfileResponse,
  type Role,
} from '@profileproof/contracts';

export interface StoredSession {
  token: string;
  refreshToken: string | null;
  role: Role;
  email: string;
}

function readRole(value: string | null): Role {
  return value === 'admin' ? 'admin' : 'user';
}

export function readStoredSession(): StoredSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  return {
    token,
    refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken),
    role: readRole(localStorage.getItem(STORAGE_KEYS.userRole)),
    email: localStorage.getItem(STORAGE_KEYS.userEmail) ?? '',
  };
}

function emitAuthChange(): void {
  window.dispatchEvent(new CustomEvent(AUTH_CHANGE_EVENT));
}

export function storeSession(
  auth: Pick<AuthResponse, 'access' | 'refresh' | 'role' | 'email'>,
): void {
  localStorage.setItem(STORAGE_KEYS.token, auth.access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, auth.refresh);
  localStorage.setItem(STORAGE_KEYS.userRole, auth.role);
  localStorage.setItem(STORAGE_KEYS.userEmail, auth.email);
  emitAuthChange();
}

/** Replaces the tokens after a refresh; role and e-mail stay. Not an auth change for the screens. */
export function storeRefreshedTokens(access: string, refresh: string): void {
  localStorage.setItem(STORAGE_KEYS.token, access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
}

/** The server is the authority on who the token belongs to: adopt its role and e-mail if they differ. */
export function storeProfile(profile: Pick<ProfileResponse, 'role' | 'email'>): void {
  const stored = readStoredSession();
  if (!stored || (stored.role === profile.role && stored.email === profile.email)) return;
  localStorage.setItem(STORAGE_KEYS.userRole, profile.role);
  localStorage.setItem(STORAGE_KEYS.userEmail, profile.email);
  emitAuthChange();
}

/** Removes the four session keys and tells every screen (and remote) that the user is signed out. */
export function clearStoredSession(): void {
  for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key);
  emitAuthChange();
}

/** Calls `listener` when this tab or another one signs in or out. */
export function subscribeToAuthChanges(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener(AUTH_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
