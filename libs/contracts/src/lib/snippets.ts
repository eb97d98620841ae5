/**
 * Report snippets: /api/admin/snippets/ (GET list, POST), /api/admin/snippets/{id}/ (GET, PUT,
 * DELETE). Texts: `SNIPPET_MESSAGES`; the `{variable}` rule: `placeholders.ts`.
 */

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
