/**
 * What the Google button needs only once it is clicked, fetched then (import()): the login and
 * sign-up screens that carry the button are held to a byte budget.
 */
export { googleAuthOnce, googleStartUrl } from './api/google-auth';
export { googleFailure } from './google-error';

/** SHA-256 of the flow secret, in hex: what GET /start gets. Rejects without crypto.subtle (a page not on https). */
export async function flowHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
