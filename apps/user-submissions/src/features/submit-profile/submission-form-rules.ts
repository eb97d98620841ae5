import { MESSAGES } from '@profileproof/contracts';
import {
  LINKEDIN_URL_PROBLEMS,
  parseLinkedInProfileUrl,
} from '@profileproof/contracts/linkedin-url';

export type SubmissionField = 'linkedin_url' | 'message';

/** The one problem shown on a field of the form (client check or the server's 400). */
export interface SubmissionFieldError {
  field: SubmissionField;
  message: string;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * What people paste is often `www.linkedin.com/in/ada`: without a scheme, https is meant. Anything
 * else is left as typed, so the rule below judges exactly what is sent.
 */
export function normaliseProfileUrl(input: string): string {
  const trimmed = input.trim();
  if (!trimmed || HAS_SCHEME.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `https://${trimmed}`;
}

/**
 * The spec's validation rules: required, and on linkedin.com (the host itself, as the API checks
 * it); then, as the API does, a link that can be made canonical (a profile page, not `/pub/…`),
 * with the API's message saying why not.
 */
export function validateProfileUrl(url: string): SubmissionFieldError | null {
  if (!url) return { field: 'linkedin_url', message: MESSAGES.submit.linkedInUrlRequired };
  const link = parseLinkedInProfileUrl(url);
  if (!link.ok) return { field: 'linkedin_url', message: LINKEDIN_URL_PROBLEMS[link.problem] };
  return null;
}
