import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { isMissingTableError, mentionsForeignKey, MESSAGES } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';
import { isAdminRefusal } from '../../shared/api/admin-request';

/** An answer of the subscription routes that came back 2xx but with `success: false`. */
export class SubscriptionCallError extends Error {
  constructor(readonly serverError?: string) {
    super(serverError || 'The server did not accept the request');
    this.name = 'SubscriptionCallError';
  }
}

/** The server's own words: the `error` these routes answer with (the API client keeps the body), else `detail`. */
export function serverErrorText(error: unknown): string | undefined {
  if (error instanceof SubscriptionCallError) return error.serverError;
  if (isHttpError(error)) {
    const body = error.body as { error?: unknown } | null;
    if (typeof body?.error === 'string' && body.error) return body.error;
    return error.detail;
  }
  return undefined;
}

/** The spec's error catalogue: the list failed because the subscriptions table does not exist. */
export function isMissingTableFailure(error: unknown): boolean {
  return isMissingTableError(serverErrorText(error));
}

/** The server answered (a refusal), as opposed to an exception: no answer, an unreadable one, a bug. */
function isServerAnswer(error: unknown): boolean {
  return error instanceof SubscriptionCallError || isHttpError(error);
}

/** The spec's error catalogue: "An exception shows 'Error: {message}' or 'Unknown error occurred'". */
function exceptionMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? SUBSCRIPTIONS_SCREEN.error(error.message)
    : SUBSCRIPTIONS_SCREEN.unknownError;
}

/** What a failed assignment says (the spec's subscription-management error texts). */
export function assignmentErrorMessage(error: unknown): string {
  if (isAdminRefusal(error)) return MESSAGES.admin.notAdmin;
  if (!isServerAnswer(error)) return exceptionMessage(error);
  const text = serverErrorText(error);
  if (mentionsForeignKey(text)) return SUBSCRIPTIONS_SCREEN.foreignKey;
  return text || SUBSCRIPTIONS_SCREEN.updateFailed;
}

/** What a failed deletion says: 'Failed to delete subscription' (with the server's reason for a refusal), or 'Error: …'. */
export function deletionErrorMessage(error: unknown): string {
  if (isAdminRefusal(error)) return MESSAGES.admin.notAdmin;
  // (issue 40) A user whose only grant is paid: the API says what to do instead (`detail`).
  if (isHttpError(error, 409) && error.detail)
    return `${SUBSCRIPTIONS_SCREEN.deleteFailed}: ${error.detail}`;
  if (!isServerAnswer(error)) return exceptionMessage(error);
  const text = serverErrorText(error);
  const refused =
    error instanceof SubscriptionCallError || (isHttpError(error) && error.status < 500);
  return text && refused
    ? `${SUBSCRIPTIONS_SCREEN.deleteFailed}: ${text}`
    : SUBSCRIPTIONS_SCREEN.deleteFailed;
}
