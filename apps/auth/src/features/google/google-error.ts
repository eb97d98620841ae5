import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import { InvalidAuthResponseError } from '../../shared/auth-response';

export interface GoogleFailure {
  message: string;
  /** A page to offer with a confirm dialog: sign up instead, or log in instead. */
  offer?: { path: string; question: string };
}

/** The spec's error texts for third-party sign-in. */
export function googleFailure(error: unknown): GoogleFailure {
  const { google } = MESSAGES;
  if (error instanceof InvalidAuthResponseError) return { message: MESSAGES.login.invalidResponse };
  if (!(error instanceof ApiError)) return { message: google.failed };
  if (error.status === 404 && error.body?.needs_signup) {
    return {
      message: google.noAccount,
      offer: { path: ROUTES.signup, question: google.goToSignup },
    };
  }
  if (error.status === 409 && error.body?.needs_login) {
    return {
      message: google.accountExists,
      offer: { path: ROUTES.login, question: google.goToLogin },
    };
  }
  if (error.kind === 'network') return { message: MESSAGES.login.networkError };
  return { message: error.detail ?? google.failed };
}
