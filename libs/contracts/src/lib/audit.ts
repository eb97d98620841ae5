/** The audit log: GET /api/admin/audit/?page=&actor=&action= and GET /api/admin/audit/actors/. */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

export const AUDIT_ACTIONS = [
  'reply.sent',
  'reply.resent',
  'submission.reopened',
  'submission.marked_reviewed',
  'submission.deleted',
  'subscription.assigned',
  'subscription.removed',
  'claim.taken_over',
  'snippet.created',
  'snippet.updated',
  'snippet.deleted',
  'export.downloaded',
  'admin.created',
  'admin.promoted',
  'admin.password_changed',
  // Issue 25: an admin's own changes on the Account page.
  'admin.email_changed',
  'admin.account_closed',
  'note.added',
  'two_step.reset',
  // Issue 36: an admin lifted a lock-out after too many wrong sign-in codes.
  'two_step.unlock',
  // Issue 40: billing changed a user's tier (actor null, `details.cause`), an admin refunded.
  'billing.tier_changed',
  'billing.refunded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An export's target is the file it produced (its name, as the download is called). */
export type AuditTargetType = 'submission' | 'user' | 'snippet' | 'export';

export type AuditEntry = Schemas['AuditEntryDto'];

/**
 * How the operator (no admin) changed an admin account: `npm run admin:create`, or
 * ADMIN_EMAIL/ADMIN_PASSWORD when the API starts. Entries of `admin.*` actions carry it as `details.via`.
 */
export const OPERATOR_CHANNELS = ['command_line', 'server_start'] as const;
export type OperatorChannel = (typeof OPERATOR_CHANNELS)[number];

export interface AuditListQuery {
  /** From 1. */
  page?: number;
  /** An admin's e-mail (any case). */
  actor?: string;
  action?: AuditAction;
}

export type AuditListResponse = Schemas['AuditListResponseDto'];

export const AUDIT_PAGE_SIZE = 20;

/** The longest e-mail an account can have (and so an entry's actor, as a filter). */
export const ACTOR_MAX_LENGTH = 254;

/**
 * An admin the Activity screen can filter by (GET /api/admin/audit/actors/): every current admin,
 * and every other address that acted in the log (an admin since deleted or demoted).
 */
export type AuditActor = Schemas['AuditActorDto'];

export type AuditActorsResponse = Schemas['AuditActorsResponseDto'];
