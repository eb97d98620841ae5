import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthResponse } from '@profileproof/contracts';
import { createApiClient, type ApiClient } from './api-client';
import type { RuntimeConfig } from './runtime-config';
import {
  clearStoredSession,
  readStoredSession,
  storeSession,
  subscribeToAuthChanges,
  type StoredSession,
} from './session-store';

export interface Session {
  config: RuntimeConfig;
  api: ApiClient;
  user: { email: string; role: StoredSession['role'] } | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  signIn(auth: AuthResponse): void;
  signOut(): void;
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

export function SessionProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const stored = useSyncExternalStore(subscribeToAuthChanges, getSnapshot, () => null);
  const api = useMemo(() => createApiClient(config.apiBaseUrl), [config.apiBaseUrl]);
  const signIn = useCallback((auth: AuthResponse) => storeSession(auth), []);
  const signOut = useCallback(() => clearStoredSession(), []);

  const session = useMemo<Session>(
    () => ({
      config,
      api,
      user: stored ? { email: stored.email, role: stored.role } : null,
      isAuthenticated: stored !== null,
      isAdmin: stored?.role === 'admin',
      signIn,
      signOut,
    }),
    [config, api, stored, signIn, signOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
