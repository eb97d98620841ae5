/** Claims: who works on a pending submission. POST|DELETE /api/admin/submissions/{id}/claim/ (texts: `CLAIM_MESSAGES`). */

/** How long a claim lasts; claiming again (the holder) starts it over. */
export const CLAIM_MINUTES = 15;

/** Who works on a pending submission, and until when (ISO timestamp) unless renewed. */
export interface Claim {
  /** The e-mail of the admin who holds it. */
  claimed_by: string;
  claimed_until: string;
}

/** Body of POST .../claim/ (optional). */
export interface ClaimRequest {
  /** Take the claim over from another admin (the console asks for a confirmation first; audited). */
  take_over?: boolean;
  /**
   * Claim it to edit its reply (`?edit={id}`): a reviewed submission is claimed too, and only the
   * admin holding such a claim may send it a new version.
   */
  edit?: boolean;
}

/** 200 from POST .../claim/. */
export type ClaimResponse = Claim;

/** 200 from DELETE .../claim/. */
export interface ReleaseClaimResponse {
  message: string;
}

/** The 409 body of a claim held by another admin. */
export interface ClaimConflictBody {
  detail: string;
  claimed_by: string;
  claimed_until: string;
}
