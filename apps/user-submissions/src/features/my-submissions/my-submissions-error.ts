import { MESSAGES } from '@profileproof/contracts';
import { isHttpError, readAuthRedirectReason } from '@profileproof/session';

/** The spec's My submissions error texts: why the list is not shown, and whether asking again can help. */
export function mySubmissionsProblem(
  error: unknown,
  signedIn: boolean,
): { message: string; canRetry: boolean } {
  const { mySubmissions } = MESSAGES;
  if (isHttpError(error, 401)) {
    return { message: mySubmissions.sessionExpired, canRetry: false };
  }
  if (!signedIn) {
    // The API client ends a session it cannot renew and leaves 'expired' as the reason.
    const expired = readAuthRedirectReason() === 'expired';
    return {
      message: expired ? mySubmissions.sessionExpired : mySubmissions.authRequired,
      canRetry: false,
    };
  }
  return { message: mySubmissions.loadFailed, canRetry: true };
}
