/**
 * Report snippets: /api/admin/snippets/ (GET list, POST), /api/admin/snippets/{id}/ (GET, PUT,
 * DELETE). Texts: `SNIPPET_MESSAGES`; the `{variable}` rule: `placeholders.ts`.
 */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

export type Snippet = Schemas['SnippetDto'];

export type SnippetRequest = Schemas['SnippetRequestDto'];

/** The variables a snippet's text may hold, filled in from the checklist when it is inserted. */
export const SNIPPET_VARIABLES = [
  'profile_url',
  'score',
  'spam_score',
  'risk_level',
  'outreach',
] as const;
export type SnippetVariable = (typeof SNIPPET_VARIABLES)[number];

export type SnippetListResponse = Schemas['SnippetListResponseDto'];

export const SNIPPET_TITLE_MAX_LENGTH = 80;
export const SNIPPET_BODY_MAX_LENGTH = 5000;
/** Snippets the desk can keep (a 409 past it). */
export const SNIPPETS_CAP = 200;
