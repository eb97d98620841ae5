import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type DetailResponse, type EmailChangeRequest } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/email-change/: a confirmation link goes to the new address (202). */
export function requestEmailChange(
  api: ApiClient,
  body: EmailChangeRequest,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(API_PATHS.account.emailChange, { method: 'POST', body });
}

export function useRequestEmailChange() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: EmailChangeRequest) => requestEmailChange(api, body) });
}
