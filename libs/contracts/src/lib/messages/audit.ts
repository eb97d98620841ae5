import { ACTOR_MAX_LENGTH, AUDIT_ACTIONS } from '../audit';

/** The audit log's refusals: filters GET /api/admin/audit/ cannot apply. */

/** 400 `errors.actor`. */
export const ACTOR_INVALID = `Actor must be text of at most ${ACTOR_MAX_LENGTH} characters`;
/** 400 `errors.action`. */
export const ACTION_INVALID = `Action must be one of: ${AUDIT_ACTIONS.join(', ')}`;
