/** Request and response bodies of the account calls (/api/auth/password-change/, sessions, export, …). */
import type { components } from '../generated/openapi';
import type { Role } from './auth';
import type { AccountExportReport } from './report';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

const segment = (value: string): string => encodeURIComponent(value);

/**
 * The account calls (issue 25), under /api/auth/ as the contract names them. Not in `API_PATHS`:
 * the shared entry's every byte is on /login (see ../account.ts).
 */
export const ACCOUNT_API_PATHS = {
  passwordChange: '/api/auth/password-change/',
  emailChange: '/api/auth/email-change/',
  emailChangeConfirm: '/api/auth/email-change/confirm/',
  /** POST `{token}`: what the link would do (`EmailChangePreview`), never doing it. */
  emailChangePreview: '/api/auth/email-change/preview/',
  /** GET the caller's sessions. */
  sessions: '/api/auth/sessions/',
  /** DELETE one of the caller's sessions. */
  session: (id: string) => `/api/auth/sessions/${segment(id)}/`,
  revokeOtherSessions: '/api/auth/sessions/revoke-others/',
  /** GET: a JSON attachment. */
  export: '/api/auth/account/export/',
  /** DELETE `{password?, confirm: 'DELETE'}`. */
  account: '/api/auth/account/',
} as const;

/** The same as route patterns for the server (relative to `/api`, no trailing slash). */
export const ACCOUNT_ROUTE_PATTERNS = {
  passwordChange: 'auth/password-change',
  emailChange: 'auth/email-change',
  emailChangeConfirm: 'auth/email-change/confirm',
  emailChangePreview: 'auth/email-change/preview',
  sessions: 'auth/sessions',
  session: 'auth/sessions/:id',
  revokeOtherSessions: 'auth/sessions/revoke-others',
  export: 'auth/account/export',
  account: 'auth/account',
} as const;

export type PasswordChangeRequest = Schemas['PasswordChangeDto'];

export type EmailChangeRequest = Schemas['EmailChangeDto'];

export type EmailChangeConfirmRequest = Schemas['EmailChangeConfirmDto'];

/** Body of POST /api/auth/email-change/preview/. */
export type EmailChangePreviewRequest = Schemas['EmailChangePreviewDto'];

/** What an e-mail change link would do (`POST …/email-change/preview/`): nothing is changed. */
export interface EmailChangePreview {
  /** The address the account would move to, in canonical form. */
  new_email: string;
  /** What confirming takes: the password, or (an account without one) a recent Google sign-in. */
  confirm_with: 'password' | 'fresh_sign_in';
}

/** One signed-in session (a refresh-token family) of the caller. */
export interface AccountSession {
  /** The session id (used by DELETE /api/auth/sessions/{id}/). */
  id: string;
  /** ISO: when the session began (sign-in). */
  created_at: string;
  /** ISO: its latest token refresh (or the sign-in). */
  last_used_at: string;
  /** From the user agent, e.g. "Chrome 131 on macOS"; "Unknown device" without one. */
  device: string;
  /** The client's IP masked to its /24 or /48 network (`203.0.113.0/24`); null when unknown. */
  ip: string | null;
  /** The session of the access token that asked. */
  current: boolean;
}

export interface RevokeOthersResponse {
  revoked: number;
}

/** The query parameter of /account that carries an e-mail change link's token. */
export const ACCOUNT_CONFIRM_PARAM = 'confirm_email';

/** The typed word that confirms closing the account. */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';

/** Body of DELETE /api/auth/account/. */
export interface AccountDeleteRequest {
  /** Required for accounts with a password; accounts without one need a fresh Google sign-in. */
  password?: string;
  confirm: string;
}

/** Minutes after a Google sign-in within which an account without a password may be closed. */
export const FRESH_SIGN_IN_MINUTES = 5;

/** The text that replaces a closed account's personal content in what the business keeps. */
export const ERASED_MARKER = '[erased]';

/** GET /api/auth/account/export/: everything the service holds about the caller, meant for them. */
export interface AccountExport {
  exported_at: string;
  profile: {
    id: number;
    email: string;
    role: Role;
    email_verified: boolean;
    sign_in_methods: ('password' | 'google')[];
    created_at: string;
  };
  subscription: { tier: string; start_date: string | null; end_date: string | null } | null;
  submissions: AccountExportSubmission[];
  sessions: Omit<AccountSession, 'current'>[];
  /** The user's ratings of their reports, one per reply version rated (never the desk's internal notes). */
  ratings: AccountExportRating[];
}

export interface AccountExportRating {
  submission_id: number;
  score: number;
  comment: string | null;
  rated_at: string;
  /** When the rated reply version was sent. */
  reply_date: string;
}

export interface AccountExportSubmission {
  id: number;
  linkedin_url: string;
  message: string | null;
  created_at: string;
  is_processed: boolean;
  reply: string | null;
  reply_date: string | null;
  /** Every reply sent, earlier versions included, oldest first. */
  replies: { reply: string; created_at: string }[];
  /** The current reply's report (figures, checks, to-do list with the ticks); null without a checklist. */
  report: AccountExportReport | null;
}
