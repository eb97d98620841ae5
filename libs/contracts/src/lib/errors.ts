/**
 * Every error answer of the API has this shape. Validation errors add `errors`
 * (`{field: [messages]}`); the flags sit beside `detail`.
 */
export interface ApiError {
  detail: string;
  errors?: Record<string, string[]>;
  /** 404 from POST /api/auth/google/: no account yet for this identity. */
  needs_signup?: boolean;
  /** 409 from POST /api/auth/google/: an account exists, log in instead. */
  needs_login?: boolean;
  /** The monthly submission quota is used up. */
  limit_reached?: boolean;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { detail?: unknown }).detail === 'string'
  );
}

/** Separator of field-prefixed messages on the signup screen (spec section 8). */
export const FIELD_ERROR_SEPARATOR = '; ';

/** `{email: ['Taken'], password: ['Too short', 'Too common']}` -> 'email: Taken; password: Too short; password: Too common'. */
export function joinFieldErrors(errors: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(errors)
    .flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`))
    .join(FIELD_ERROR_SEPARATOR);
}
