import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type ProfileResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

export const ACCOUNT_PROFILE_KEY = ['account', 'profile'] as const;

/** GET /api/auth/profile/: the address shown and whether the account has a password. */
export function fetchAccountProfile(api: ApiClient): Promise<ProfileResponse> {
  return api.request<ProfileResponse>(API_PATHS.auth.profile);
}

export function useAccountProfile() {
  const { api } = useSession();
  return useQuery({ queryKey: ACCOUNT_PROFILE_KEY, queryFn: () => fetchAccountProfile(api) });
}
