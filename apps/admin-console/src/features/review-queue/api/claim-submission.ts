import { API_PATHS, type ClaimRequest, type ClaimResponse } from '@profileproof/contracts';
import type { ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';

/**
 * POST /api/admin/submissions/{id}/claim/: claims a pending submission for the caller (or renews
 * the caller's claim) for CLAIM_MINUTES; `take_over` takes it from another admin. 409 when another
 * admin holds it (`claimed_by`, `claimed_until`) or it is no longer pending. Called by
 * `useSubmissionClaim`, which orders the calls and puts the answer in the queue's cache.
 */
export function claimSubmission(
  api: ApiClient,
  id: number,
  body: ClaimRequest = {},
): Promise<ClaimResponse> {
  return adminRequest<ClaimResponse>(api, API_PATHS.admin.claim(id), { method: 'POST', body });
}
