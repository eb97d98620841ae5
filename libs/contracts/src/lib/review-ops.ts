/**
 * Review operations (architecture.md, "Review operations"): claims, live updates, the customer's
 * queue position, the audit log, the CSV export of reviewed submissions and report snippets.
 * What only one front end displays (the Activity screen's action labels, the queue text, filling
 * in a snippet's variables) lives in that front end: every export of this library that any front
 * end uses is loaded by the shell on every page (tools/rspack/federation.js).
 */
import type { PlanId } from './plans';
import type { Tier } from './subscriptions';

// ---------------------------------------------------------------------------------------------
// Claims: POST|DELETE /api/admin/submissions/{id}/claim/

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

export const CLAIM_MESSAGES = {
  /** 409 from a claim or a reply while another admin's claim is live: beside `claimed_by`, `claimed_until`. */
  heldByAnother: 'Another admin is working on this submission.',
  /** 409 from a claim of a reviewed submission. */
  notPending: 'Only pending submissions can be claimed.',
  /** 200 from DELETE .../claim/ (also when there was no claim of the caller's to release). */
  released: 'Claim released.',
} as const;

/** The 409 body of a claim held by another admin. */
export interface ClaimConflictBody {
  detail: string;
  claimed_by: string;
  claimed_until: string;
}

// ---------------------------------------------------------------------------------------------
// Queue position: GET /api/contact/submissions/{id}/queue/ (owner only)

/** Where a pending submission stands in the review queue (the admin queue's order: oldest first). */
export interface QueuePosition {
  /** 1 = next to be reviewed. */
  position: number;
  /** Pending submissions reviewed before it: position - 1. */
  ahead: number;
  /**
   * ISO timestamp: when a reply can be expected (see QUEUE_ESTIMATE in the API README); once
   * `late`, the promise that has passed.
   */
  expected_reply_by: string;
  /** The plan's promise has passed without a reply: say so, not a time. */
  late: boolean;
  /** An admin holds a live claim on it: someone is working on it now. */
  in_review: boolean;
}

export const QUEUE_MESSAGES = {
  /** 409: the submission has its review; there is no queue position any more. */
  alreadyReviewed: 'This submission has already been reviewed.',
} as const;

/**
 * The reply window each plan promises, in hours (the pricing page's delivery speeds): Free
 * "Within 24 hours", Premium Elite "Within 6 hours"; Basic and Premium deliver "Immediate": no
 * waiting beyond the desk's own pace (0).
 */
export const PLAN_REPLY_WINDOW_HOURS: Readonly<Record<PlanId, number>> = {
  free: 24,
  basic: 0,
  'premium-elite': 6,
  premium: 0,
};

/** The window of a tier's plan (PLAN_REPLY_WINDOW_HOURS by the plan that grants it). */
export const TIER_REPLY_WINDOW_HOURS: Readonly<Record<Tier, number>> = {
  free: PLAN_REPLY_WINDOW_HOURS.free,
  basic: PLAN_REPLY_WINDOW_HOURS.basic,
  premium: PLAN_REPLY_WINDOW_HOURS.premium,
};

// ---------------------------------------------------------------------------------------------
// Audit log: GET /api/admin/audit/?page=&actor=&action=

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An export's target is the file it produced (its name, as the download is called). */
export type AuditTargetType = 'submission' | 'user' | 'snippet' | 'export';

export interface AuditEntry {
  id: number;
  /**
   * The acting admin's e-mail as it was when they acted (kept when the account goes); null when
   * no admin acted: the operator changed an admin account (`details.via`: `OPERATOR_CHANNELS`).
   */
  actor: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  /** The submission's or snippet's id, the user's e-mail, or an export's file name. */
  target_id: string;
  /** A small JSON object of what changed (e.g. `{tier: 'basic', days: 30}`). */
  details: Record<string, unknown>;
  /** ISO timestamp. */
  created_at: string;
}

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

export interface AuditListResponse {
  entries: AuditEntry[];
  total_count: number;
  total_pages: number;
  current_page: number;
}

export const AUDIT_PAGE_SIZE = 20;

/**
 * An admin the Activity screen can filter by (GET /api/admin/audit/actors/): every current admin,
 * and every other address that acted in the log (an admin since deleted or demoted).
 */
export interface AuditActor {
  /** The account's id; for a former admin, the one their latest entry recorded (null if none). */
  id: number | null;
  email: string;
  /** False for an address that is in the log but is no admin's any more. */
  is_current_admin: boolean;
}

export interface AuditActorsResponse {
  /** Current admins first, then former ones; by e-mail within each. */
  actors: AuditActor[];
}

// ---------------------------------------------------------------------------------------------
// CSV export: GET /api/admin/processed/export.csv?from=&to=

/** The header row, in column order. */
export const EXPORT_COLUMNS = [
  'id',
  'email',
  'profile_url',
  'submitted_at',
  'replied_at',
  'replied_by',
  'profile_score',
  'spam_score',
  'risk_level',
  'outreach',
  'tier',
] as const;

/**
 * 404 `{detail}` of an export whose range holds no reviewed submission (checked before any file
 * starts): the admin console shows it instead of downloading a file of headers only.
 */
export const EXPORT_EMPTY_RANGE = 'No reviewed submissions in this range';

/**
 * Who sent a reply, for an admin account deleted since (the reviewed list, the CSV). The audit
 * log keeps the e-mail itself.
 */
export const FORMER_ADMIN = 'Former admin';

/** `details` of an `export.downloaded` entry. */
export interface ExportAuditDetails {
  from: string | null;
  to: string | null;
  /** Rows written into the file (for a download cut short: at most what the admin received). */
  rows: number;
  /** False when the download stopped early (the admin went away, or an error cut it short). */
  complete: boolean;
}

export interface ExportQuery {
  /** 'YYYY-MM-DD' (UTC), inclusive, on the reply date; omitted = from the first. */
  from?: string;
  /** 'YYYY-MM-DD' (UTC), inclusive, on the reply date; omitted = up to now. */
  to?: string;
}

// ---------------------------------------------------------------------------------------------
// Snippets: /api/admin/snippets/ (GET list, POST), /api/admin/snippets/{id}/ (GET, PUT, DELETE)

export interface Snippet {
  id: number;
  title: string;
  body: string;
  /** ISO timestamps. */
  created_at: string;
  updated_at: string;
  /** The e-mail of the admin who last saved it; null once that account is gone. */
  updated_by: string | null;
}

export interface SnippetRequest {
  title: string;
  body: string;
}

/** The variables a snippet's text may hold, filled in from the checklist when it is inserted. */
export const SNIPPET_VARIABLES = [
  'profile_url',
  'score',
  'spam_score',
  'risk_level',
  'outreach',
] as const;
export type SnippetVariable = (typeof SNIPPET_VARIABLES)[number];

export interface SnippetListResponse {
  snippets: Snippet[];
}

export const SNIPPET_TITLE_MAX_LENGTH = 80;
export const SNIPPET_BODY_MAX_LENGTH = 5000;
/** Snippets the desk can keep (a 409 past it). */
export const SNIPPETS_CAP = 200;

export const SNIPPET_MESSAGES = {
  notFound: 'Snippet not found.',
  deleted: 'Snippet deleted.',
  full: `There are already ${SNIPPETS_CAP} snippets; delete one first.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Reply versions and placeholders: POST /api/contact/submissions/{id}/reply/

export const REPLY_MESSAGES = {
  /** 409: a reply was sent since the one refused was drafted (its `base_version` is not the current one). */
  stale:
    'Another reply was sent for this submission after you opened it, so yours was not sent. Your draft is kept; open the submission again to see the current reply.',
  /** 409: re-sending a reviewed submission needs the caller's edit claim (opened with ?edit={id}). */
  editRequired:
    'This submission has already been reviewed. Open it for editing from the reviewed list to send a new version.',
} as const;

/** The 409 body of a stale reply: the version the submission is at now. */
export interface StaleReplyBody {
  detail: string;
  reply_version: number;
}

// ---------------------------------------------------------------------------------------------
// Live updates: POST /api/events/ticket/ then GET /api/events/?ticket= (text/event-stream)

/** 200 from POST /api/events/ticket/: a single-use ticket for one event stream. */
export interface EventTicketResponse {
  ticket: string;
  /** Seconds the ticket can be used for. */
  expires_in: number;
}

/** Seconds an event ticket is valid (it goes in a URL, so it is short-lived and single-use). */
export const EVENT_TICKET_SECONDS = 30;

/**
 * What the stream sends (the SSE `event:` is the type, `data:` this JSON). They say what changed,
 * never the data: clients refetch what they show.
 * - `submission.created`: admins and the owner (their other tabs).
 * - `submission.replied`: admins and the submission's owner.
 * - `submission.changed` (re-opened, marked reviewed, deleted): admins and the owner.
 * - `claim.changed` (claimed, released, taken over): admins.
 * - `resync`: events may have been missed (the fan-out reconnected): refetch everything shown.
 */
export type LiveEvent =
  | { type: 'submission.created'; id: number }
  | { type: 'submission.replied'; id: number }
  | { type: 'submission.changed'; id: number }
  | { type: 'claim.changed'; id: number }
  | { type: 'resync' };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'submission.created',
  'submission.replied',
  'submission.changed',
  'claim.changed',
  'resync',
];
