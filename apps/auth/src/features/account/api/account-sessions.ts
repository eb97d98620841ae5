import { useQuery } from '@tanstack/react-query';
import { type AccountSession, ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';

export const ACCOUNT_SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET /api/auth/sessions/: where the user is signed in, this device marked `current`. */
export function fetchAccountSessions(api: ApiClient): Promise<AccountSession[]> {
  return api.request<AccountSession[]>(ACCOUNT_API_PATHS.sessions);
}

export function useAccountSessions() {
  const { api } = useSession();
  return useQuery({ queryKey: ACCOUNT_SESSIONS_KEY, queryFn: () => fetchAccountSessions(api) });
}
