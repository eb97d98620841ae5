import { MESSAGES } from '@profileproof/contracts';
import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { ApiError, isHttpError } from '@profileproof/session';
import type { FieldError } from '../../shared/validation';

/** The API's refusal of one of the form's fields (`errors.<field>[0]`), to show on that field. */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldError<Field> | null {
  if (!isHttpError(error)) return null;
  for (const field of fields) {
    const message = error.body?.errors?.[field]?.[0];
    if (message) return { field, message };
  }
  return null;
}

/** What to say about a failed call that is not one field's fault. */
export function formErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') return MESSAGES.login.networkError;
  if (isHttpError(error) && error.body?.detail) return error.body.detail;
  return ACCOUNT_SCREEN.failed;
}
