/** Claims: who works on a pending submission. POST|DELETE /api/admin/submissions/{id}/claim/ (texts: `CLAIM_MESSAGES`). */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

/** How long a claim lasts; claiming again (the holder) starts it over. */
export const CLAIM_MINUTES = 15;

/** Who works on a pending submission, and until when (ISO timestamp) unless renewed. */
export type Claim = Schemas['ClaimDto'];

/** Body of POST .../claim/ (optional). */
export type ClaimRequest = Schemas['ClaimRequestDto'];

/** 200 from POST .../claim/. */
export type ClaimResponse = Claim;

/** 200 from DELETE .../claim/. */
export type ReleaseClaimResponse = Schemas['ReleaseClaimResponseDto'];

/** The 409 body of a claim held by another admin. */
export type ClaimConflictBody = Schemas['ClaimConflictDto'];
