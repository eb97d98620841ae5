/**
 * Every backend path (the spec's calls plus the definitions of architecture.md). Paths keep the
 * spec's trailing slash; the API accepts them with or without it.
 */

type Id = number | string;

const segment = (value: Id): string => encodeURIComponent(String(value));

export const API_PREFIX = '/api';

export const API_PATHS = {
  health: '/api/health',
  auth: {
    login: '/api/auth/login/',
    logout: '/api/auth/logout/',
    signup: '/api/auth/signup/',
    /** POST the identity provider's id_token here. */
    google: '/api/auth/google/',
    /** Opened in the sign-in popup; starts the provider's OAuth flow. */
    googleStart: '/api/auth/google/start',
    verifyEmail: '/api/auth/verify-email/',
    resendVerification: '/api/auth/resend-verification/',
    passwordReset: '/api/auth/password-reset/',
    passwordResetConfirm: (uid: string, token: string) =>
      `/api/auth/password-reset-confirm/${segment(uid)}/${segment(token)}/`,
    /** Also the token check on start. */
    profile: '/api/auth/profile/',
    refresh: '/api/auth/refresh/',
    /** Query `t` (cache-buster). */
    subscription: '/api/auth/subscription/',
  },
  contact: {
    submit: '/api/contact/submit/',
    /** Query `t` (optional cache-buster). */
    userSubmissions: '/api/contact/user-submissions/',
    reply: (id: Id) => `/api/contact/submissions/${segment(id)}/reply/`,
    /** GET where the caller's pending submission stands in the review queue. */
    queue: (id: Id) => `/api/contact/submissions/${segment(id)}/queue/`,
    /** GET the report's to-do list with the owner's ticks; PUT `{reply_id, item, done}`. */
    todo: (id: Id) => `/api/contact/submissions/${segment(id)}/todo/`,
    /** GET the caller's reviewed profiles, each with its reviews' scores. */
    profiles: '/api/contact/profiles/',
  },
  admin: {
    /** Query `status=pending`, `limit` (1 to PENDING_QUEUE_CAP, default PENDING_PAGE_SIZE), `q`, `tier`, `overdue`, `t`. */
    submissions: '/api/admin/submissions/',
    /** GET one submission; PATCH `{is_processed}`. */
    submission: (id: Id) => `/api/admin/submissions/${segment(id)}/`,
    /** Query `page` (from 1), `q`, `tier`, `from`, `to`, `t`. */
    processed: '/api/admin/processed/',
    /** DELETE a processed submission. */
    processedItem: (id: Id) => `/api/admin/processed/${segment(id)}/`,
    stats: '/api/admin/stats/',
    /** GET the list, POST an assignment, DELETE with query `email`. */
    userSubscription: '/api/auth/admin/user-subscription/',
    /** POST claims (body `{take_over?}`), DELETE releases. */
    claim: (id: Id) => `/api/admin/submissions/${segment(id)}/claim/`,
    /** Query `page`, `actor` (e-mail), `action`. */
    audit: '/api/admin/audit/',
    /** GET the admins the audit log can be filtered by. */
    auditActors: '/api/admin/audit/actors/',
    /** Query `from`, `to` ('YYYY-MM-DD', inclusive, reply date), `q`, `tier`. A CSV download. */
    processedExport: '/api/admin/processed/export.csv',
    /** GET the list, POST a new one. */
    snippets: '/api/admin/snippets/',
    /** GET, PUT `{title, body}`, DELETE one snippet. */
    snippet: (id: Id) => `/api/admin/snippets/${segment(id)}/`,
  },
  events: {
    /** POST: a single-use ticket for one stream (authenticated with the access token). */
    ticket: '/api/events/ticket/',
    /** GET with query `ticket`: text/event-stream of LiveEvent. */
    stream: '/api/events/',
  },
} as const;

/**
 * The desk's paths (issue 26), kept out of API_PATHS: that object ships whole with /login (every
 * front end uses it), these only with the screens that call them, which import them from
 * `@profileproof/contracts/desk`.
 */
export const DESK_API_PATHS = {
  /** GET a submission's internal notes, POST `{text}` a new one (admins). */
  notes: (id: Id) => `/api/admin/submissions/${segment(id)}/notes/`,
  /** GET with query `from`, `to` ('YYYY-MM-DD', reply days) (admins). */
  team: '/api/admin/team/',
  /** POST `{score, comment?}`: the owner rates the current reply of a reviewed submission. */
  rating: (id: Id) => `/api/contact/submissions/${segment(id)}/rating/`,
  /** GET one of the caller's own submissions (404 for another's). */
  ownSubmission: (id: Id) => `/api/contact/submissions/${segment(id)}/`,
} as const;

/**
 * The same paths as route patterns for the server (`:param` placeholders, no trailing slash,
 * relative to `API_PREFIX`), e.g. for Nest's `@Controller`/`@Get`.
 */
export const API_ROUTE_PATTERNS = {
  health: 'health',
  auth: {
    login: 'auth/login',
    logout: 'auth/logout',
    signup: 'auth/signup',
    google: 'auth/google',
    googleStart: 'auth/google/start',
    verifyEmail: 'auth/verify-email',
    resendVerification: 'auth/resend-verification',
    passwordReset: 'auth/password-reset',
    passwordResetConfirm: 'auth/password-reset-confirm/:uid/:token',
    profile: 'auth/profile',
    refresh: 'auth/refresh',
    subscription: 'auth/subscription',
  },
  contact: {
    submit: 'contact/submit',
    userSubmissions: 'contact/user-submissions',
    reply: 'contact/submissions/:id/reply',
    queue: 'contact/submissions/:id/queue',
    rating: 'contact/submissions/:id/rating',
    ownSubmission: 'contact/submissions/:id',
    todo: 'contact/submissions/:id/todo',
    profiles: 'contact/profiles',
  },
  admin: {
    submissions: 'admin/submissions',
    submission: 'admin/submissions/:id',
    processed: 'admin/processed',
    processedItem: 'admin/processed/:id',
    stats: 'admin/stats',
    userSubscription: 'auth/admin/user-subscription',
    claim: 'admin/submissions/:id/claim',
    audit: 'admin/audit',
    auditActors: 'admin/audit/actors',
    processedExport: 'admin/processed/export.csv',
    snippets: 'admin/snippets',
    snippet: 'admin/snippets/:id',
    notes: 'admin/submissions/:id/notes',
    team: 'admin/team',
  },
  events: {
    ticket: 'events/ticket',
    stream: 'events',
  },
} as const;

export type QueryValue = string | number | boolean | null | undefined;

/** Appends a query string, skipping null/undefined values: withQuery(path, {page: 2, t: 123}). */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Name of the cache-busting query parameter the spec's clients send. */
export const CACHE_BUSTER_PARAM = 't';
