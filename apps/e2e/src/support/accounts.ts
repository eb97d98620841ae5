import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_PATHS, STORAGE_KEYS, type AuthResponse } from '@profileproof/contracts';
import type { Mailbox } from './mailbox';

export interface Credentials {
  email: string;
  password: string;
}

/** Subjects of the API's mails. */
export const MAIL_SUBJECTS = {
  verification: /verify/i,
  passwordReset: /reset/i,
} as const;

/** A fresh address per test: the stack (and its database) is shared by the whole worker. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export function newCredentials(label: string): Credentials {
  return { email: uniqueEmail(label), password: `Pw-${randomBytes(6).toString('hex')}` };
}

/**
 * A call to the real API, as a script would make it (to set up a test, never instead of the UI
 * under test); with `accessToken`, as that signed-in user.
 */
export async function apiPost<T = unknown>(
  apiBaseUrl: string,
  path: string,
  body: unknown,
  accessToken?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The token at the end of a /verify-email/{token} or /reset-password/{uid}/{token} link. */
export function linkIn(mail: { links: string[] }, pathStart: string): URL {
  const link = mail.links
    .map((candidate) => new URL(candidate))
    .find((url) => url.pathname.startsWith(pathStart));
  if (!link) throw new Error(`No ${pathStart} link in the mail: ${mail.links.join(', ')}`);
  return link;
}

/** Signs up and verifies through the API and the mailbox: a user who can log in. */
export async function createVerifiedUser(
  apiBaseUrl: string,
  mailbox: Mailbox,
  label = 'user',
): Promise<Credentials> {
  const credentials = newCredentials(label);
  const signup = await apiPost(apiBaseUrl, API_PATHS.auth.signup, {
    ...credentials,
    password2: credentials.password,
  });
  if (signup.status !== 201)
    throw new Error(`Signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const mail = await mailbox.waitFor(credentials.email, MAIL_SUBJECTS.verification);
  const token = decodeURIComponent(linkIn(mail, '/verify-email/').pathname.split('/').pop() ?? '');
  const verified = await apiPost(apiBaseUrl, API_PATHS.auth.verifyEmail, { token });
  if (verified.status !== 200)
    throw new Error(`Verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return credentials;
}

export async function apiLogin(
  apiBaseUrl: string,
  credentials: Credentials,
): Promise<AuthResponse> {
  const login = await apiPost<AuthResponse>(apiBaseUrl, API_PATHS.auth.login, credentials);
  if (login.status !== 200)
    throw new Error(`Login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body;
}

/**
 * Puts a real session (from the API's login) into the browser, as the login screen stores it,
 * without going through the screen: for tests about something else.
 */
export async function useSessionInBrowser(
  page: Page,
  auth: Pick<AuthResponse, 'access' | 'refresh' | 'role' | 'email'>,
): Promise<void> {
  // A file of the shell's origin that runs no app: nothing reads the keys before the next page.
  await page.goto('/runtime-config.json');
  await page.evaluate(
    ({ keys, auth }) => {
      localStorage.setItem(keys.token, auth.access);
      localStorage.setItem(keys.refreshToken, auth.refresh);
      localStorage.setItem(keys.userRole, auth.role);
      localStorage.setItem(keys.userEmail, auth.email);
    },
    { keys: STORAGE_KEYS, auth },
  );
}

/** The four keys as the browser holds them. */
export function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => {
    const names = [keys.token, keys.refreshToken, keys.userRole, keys.userEmail];
    return Object.fromEntries(names.map((name) => [name, localStorage.getItem(name)]));
  }, STORAGE_KEYS);
}

/**
 * A new verified user, signed in in the browser: for tests that need an account of their own
 * (its own monthly quota, its own submissions).
 */
export async function signInAsNewUser(
  page: Page,
  apiBaseUrl: string,
  mailbox: Mailbox,
  label: string,
): Promise<AuthResponse> {
  const auth = await apiLogin(apiBaseUrl, await createVerifiedUser(apiBaseUrl, mailbox, label));
  await useSessionInBrowser(page, auth);
  return auth;
}
