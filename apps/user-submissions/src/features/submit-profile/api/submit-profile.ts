import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type SubmitRequest,
  type SubmitResponse,
} from '@profileproof/contracts';
import { ApiError, useSession, type ApiClient } from '@profileproof/session';
import { USER_SUBMISSIONS_QUERY_KEY } from '../../../shared/api/user-submissions';
import { SUBSCRIPTION_QUERY_KEY } from './subscription';

/**
 * Waits before each retry of a submit the API did not answer: a few tries over about 7 seconds,
 * long enough for a rolling restart to move the request to another instance.
 */
export const SUBMIT_RETRY_DELAYS_MS: readonly number[] = [500, 1500, 5000];

/** A fresh Idempotency-Key: one per form submission. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed submit may be sent again: the API was not reached or answered from a proxy that
 * could not reach it (a network error, 502, 503: an instance draining in a rolling restart). With
 * the same Idempotency-Key, a submit that did go through answers its first answer, so a retry never
 * stores a second one. Not 504 (the submit may still be running) nor any other answer.
 */
export function isRetryableSubmitError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  // A proxy's error page is HTML: an 'invalid-response' with the proxy's status.
  return error.kind === 'network' || error.status === 502 || error.status === 503;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/contact/submit/: stores the submission unless this month's quota is used up (403); a
 * profile already waiting for review answers 200 `already_pending` with its `submission_id`.
 * Sends `key` as the Idempotency-Key on every try, and retries (after each of `retryDelaysMs`) a
 * submit that failed with a network error, 502 or 503; any other failure, or the last one, rejects.
 */
export async function submitProfile(
  api: ApiClient,
  body: SubmitRequest,
  key: string = newIdempotencyKey(),
  retryDelaysMs: readonly number[] = SUBMIT_RETRY_DELAYS_MS,
): Promise<SubmitResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.request<SubmitResponse>(API_PATHS.contact.submit, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
    } catch (error) {
      if (attempt >= retryDelaysMs.length || !isRetryableSubmitError(error)) throw error;
      await wait(retryDelaysMs[attempt]);
    }
  }
}

/** One mutation per press of Submit: each press is one form submission, with its own key. */
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
