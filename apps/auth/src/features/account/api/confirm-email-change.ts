import { useMutation, useQuery } from '@tanstack/react-query';
import { type DetailResponse } from '@profileproof/contracts';
import {
  ACCOUNT_API_PATHS,
  type EmailChangeConfirmRequest,
  type EmailChangePreview,
} from '@profileproof/contracts/account';
import { useSession, type ApiClient } from '@profileproof/session';

/** POST /api/auth/email-change/preview/: what the mailed link would do; changes nothing. */
export function previewEmailChange(api: ApiClient, token: string): Promise<EmailChangePreview> {
  return api.request<EmailChangePreview>(ACCOUNT_API_PATHS.emailChangePreview, {
    method: 'POST',
    body: { token },
  });
}

/** POST /api/auth/email-change/confirm/ with the link's token and the password (if the account has one). */
export function confirmEmailChange(
  api: ApiClient,
  request: EmailChangeConfirmRequest,
): Promise<DetailResponse> {
  return api.request<DetailResponse>(ACCOUNT_API_PATHS.emailChangeConfirm, {
    method: 'POST',
    body: request,
  });
}

/** The link's preview, asked once per token (a refused link is not asked again). */
export function useEmailChangePreview(token: string | null) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['account', 'email-change-preview', token],
    queryFn: () => previewEmailChange(api, token ?? ''),
    enabled: token !== null && token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useConfirmEmailChange() {
  const { api } = useSession();
  return useMutation({
    mutationFn: (request: EmailChangeConfirmRequest) => confirmEmailChange(api, request),
  });
}
