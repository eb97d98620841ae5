import { MESSAGES } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import type { SubmissionField, SubmissionFieldError } from './submission-form-rules';

/** Why a submit failed, in the terms the form shows it (the spec's submit error texts). */
export type SubmitProblem =
  | { kind: 'limit-reached' }
  | ({ kind: 'field' } & SubmissionFieldError)
  | { kind: 'form'; message: string };

const FIELDS: readonly SubmissionField[] = ['linkedin_url', 'message'];

function fieldErrorIn(error: ApiError): SubmissionFieldError | null {
  const errors = error.body?.errors;
  if (!errors) return null;
  for (const field of FIELDS) {
    const message = errors[field]?.[0];
    if (message) return { field, message };
  }
  return null;
}

export function submitProblem(error: unknown): SubmitProblem {
  if (!(error instanceof ApiError)) return { kind: 'form', message: MESSAGES.submit.generic };
  if (error.kind === 'network') return { kind: 'form', message: MESSAGES.submit.generic };
  if (error.kind === 'invalid-response') return { kind: 'form', message: MESSAGES.submit.failed };
  if (error.status === 403 && error.body?.limit_reached) return { kind: 'limit-reached' };
  const onField = error.status === 400 ? fieldErrorIn(error) : null;
  if (onField) return { kind: 'field', ...onField };
  return { kind: 'form', message: error.detail ?? MESSAGES.submit.failed };
}
