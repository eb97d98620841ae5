import { API_PATHS, type ReleaseClaimResponse } from '@profileproof/contracts';
import type { ApiClient } from '@profileproof/session';
import { adminRequest } from '../../../shared/api/admin-request';

/** DELETE /api/admin/submissions/{id}/claim/: gives the caller's claim up, so another admin can take the submission at once. */
export function releaseClaim(api: ApiClient, id: number): Promise<ReleaseClaimResponse> {
  return adminRequest<ReleaseClaimResponse>(api, API_PATHS.admin.claim(id), { method: 'DELETE' });
}
