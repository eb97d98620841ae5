import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthResponse } from '@profileproof/contracts';
import { createApiClient, type ApiClient } from './api-client';
import { clearAuthRedirectReason } from './redirect-reason';
import type { RuntimeConfig } from './runtime-config';
import { verifyStoredSession } from './session-lifecycle';
import {
  readStoredSession,
  storeSession,
  subscribeToAuthChanges,
  type StoredSession,
} from './session-store';

/**
 * `checking` while a token found in storage at start is being verified with the server; guards
 * wait for `ready` instead of showing (or refusing) a page on the strength of an unchecked token.
 */
export type SessionStatus = 'checking' | 'ready';

export interface Session {
  config: RuntimeConfig;
  api: ApiClient;
  status: SessionStatus;
  user: { email: string; role: StoredSession['role'] } | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Stores the answer of a login (or third-party sign-in) and tells every screen. */
  signIn(auth: AuthResponse): void;
  /** Revokes the refresh token on the server (best effort), then forgets the session. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

// useSyncExternalStore needs a stable snapshot: compare by value, keep the previous object.
let lastSnapshot: StoredSession | null = null;
function getSnapshot(): StoredSession | null {
  const current = readStoredSession();
  if (
    current?.token === lastSnapshot?.token &&
    current?.role === lastSnapshot?.role &&
    current?.email === lastSnapshot?.email
  ) {
    return lastSnapshot;
  }
  lastSnapshot = current;
  return current;
}

export function SessionProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  const stored = useSyncExternalStore(subscribeToAuthChanges, getSnapshot, () => null);
  const api = useMemo(() => createApiClient(config.apiBaseUrl), [config.apiBaseUrl]);
  const [status, setStatus] = useState<SessionStatus>(() =>
    readStoredSession() ? 'checking' : 'ready',
  );

  useEffect(() => {
    if (status !== 'checking') return;
    let active = true;
    // Deduplicated per token, so StrictMode's second effect run does not check twice.
    void verifyStoredSession(api).finally(() => {
      if (active) setStatus('ready');
    });
    return () => {
      active = false;
    };
  }, [api, status]);

  const signIn = useCallback((auth: AuthResponse) => {
    clearAuthRedirectReason();
    storeSession(auth);
    setStatus('ready');
  }, []);
  const signOut = useCallback(
    () => import(/* webpackChunkName: "later" */ './logout').then((module) => module.logout(api)),
    [api],
  );

  const session = useMemo<Session>(
    () => ({
      config,
      api,
      status,
      user: stored ? { email: stored.email, role: stored.role } : null,
      isAuthenticated: stored !== null,
      isAdmin: stored?.role === 'admin',
      signIn,
      signOut,
    }),
    [config, api, status, stored, signIn, signOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
