import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type DetailResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

// A verification token works once. StrictMode mounts screens twice and a cleared query cache
// would ask again, so each token is posted at most once per page: later callers share the answer.
const verifications = new Map<string, Promise<DetailResponse>>();

/** POST /api/auth/verify-email/ {token}, once per token. */
export function verifyEmail(api: ApiClient, token: string): Promise<DetailResponse> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = api.request<DetailResponse>(API_PATHS.auth.verifyEmail, {
      method: 'POST',
      body: { token },
      auth: false,
    });
    verifications.set(token, verification);
  }
  return verification;
}

/** Verifies as soon as the screen shows (a query, so its state survives re-renders). */
export function useVerifyEmail(token: string) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(api, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
