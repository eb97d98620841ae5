/**
 * Every error answer of the API has this shape: a `detail` message, plus, for some, fields beside
 * it. Validation errors add `errors` (`{field: [messages]}`); routes may add flags of their own (the
 * admin subscription routes' `success`/`error`). The API builds it; the front ends read it.
 */
export interface ErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
  /** 404 from POST /api/auth/google/: no account yet for this identity. */
  needs_signup?: boolean;
  /** 409 from POST /api/auth/google/: an account exists, log in instead. */
  needs_login?: boolean;
  /** The monthly submission quota is used up. */
  limit_reached?: boolean;
  /** 403 of an admin route: `two_step_required` (ADMIN_REQUIRE_2FA), the admin must turn it on first. */
  code?: string;
  [extra: string]: unknown;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { detail?: unknown }).detail === 'string'
  );
}

/** Separator of field-prefixed messages on the signup screen (the spec's error catalogue). */
export const FIELD_ERROR_SEPARATOR = '; ';

/** `{email: ['Taken'], password: ['Too short', 'Too common']}` -> 'email: Taken; password: Too short; password: Too common'. */
export function joinFieldErrors(errors: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(errors)
    .flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`))
    .join(FIELD_ERROR_SEPARATOR);
}
