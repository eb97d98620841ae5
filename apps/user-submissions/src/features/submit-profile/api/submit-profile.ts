import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type SubmitRequest, type SubmitResponse } from '@profileproof/contracts';
import { useSession, type ApiClient } from '@profileproof/session';
import { USER_SUBMISSIONS_QUERY_KEY } from '../../../shared/api/user-submissions';
import { SUBSCRIPTION_QUERY_KEY } from './subscription';

/** POST /api/contact/submit/: stores the submission unless this month's quota is used up (403). */
export function submitProfile(api: ApiClient, body: SubmitRequest): Promise<SubmitResponse> {
  return api.request<SubmitResponse>(API_PATHS.contact.submit, { method: 'POST', body });
}

export function useSubmitProfile() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitRequest) => submitProfile(api, body),
    // Whatever the answer, the usage and the list may have changed (a refused submit too: the
    // quota may have been used from another tab). Not awaited: the answer shows at once.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_SUBMISSIONS_QUERY_KEY });
    },
  });
}
