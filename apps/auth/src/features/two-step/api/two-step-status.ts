import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type ProfileResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

export const TWO_STEP_STATUS_KEY = ['auth', 'profile', 'two-step'] as const;

/** GET /api/auth/profile/: whether two-step sign-in is on for the signed-in user. */
export async function twoStepEnabled(api: ApiClient): Promise<boolean> {
  const profile = await api.request<ProfileResponse>(API_PATHS.auth.profile);
  return profile.two_step_enabled === true;
}

export function useTwoStepStatus() {
  const { api } = useSession();
  return useQuery({ queryKey: TWO_STEP_STATUS_KEY, queryFn: () => twoStepEnabled(api) });
}
