import { joinFieldErrors } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';
import { adminErrorMessage } from '../admin-error';

export interface SnippetFormErrors {
  title?: string;
  body?: string;
  /** What is not about one field: the cap (409), a snippet deleted meanwhile (404), a failure. */
  form?: string;
}

/** The API's refusal, where the admin looks for it: under Title or Text, or above the buttons. */
export function snippetFormErrors(error: unknown, fallback: string): SnippetFormErrors {
  const fields = isHttpError(error, 400) ? error.body?.errors : undefined;
  if (!fields) return { form: adminErrorMessage(error, fallback) };
  const { title, body, ...others } = fields;
  const rest = joinFieldErrors(others);
  return { title: title?.[0], body: body?.[0], form: rest ? `${fallback}: ${rest}` : undefined };
}
