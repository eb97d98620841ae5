import { joinFieldErrors, MESSAGES } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';
import { SignupTimeoutError } from './api/signup';

/** The spec's signup error texts: the server's field messages joined with '; ', its reason, or the defaults. */
export function signupErrorMessage(error: unknown): string {
  const { signup } = MESSAGES;
  if (error instanceof SignupTimeoutError) return signup.timedOut;
  if (isHttpError(error)) {
    const fieldErrors = error.body?.errors;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return joinFieldErrors(fieldErrors);
    return error.detail ?? signup.failed;
  }
  return signup.unexpected;
}
