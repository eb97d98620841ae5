import { useMutation } from '@tanstack/react-query';
import { type DetailResponse } from '@profileproof/contracts';
import { type EmailChangeRequest, ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/email-change/: a confirmation link goes to the new address (202). */
export function requestEmailChange(
  api: ApiClient,
  body: EmailChangeRequest,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(ACCOUNT_API_PATHS.emailChange, { method: 'POST', body });
}

export function useRequestEmailChange() {
  const { api } = useSession();
  return useMutation({ mutationFn: (body: EmailChangeRequest) => requestEmailChange(api, body) });
}
