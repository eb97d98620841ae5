import type { Browser, Locator, Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  API_PATHS,
  MESSAGES,
  type AuthResponse,
  type UserSubmissionsResponse,
} from '@profileproof/contracts';
import {
  apiLogin,
  apiPost,
  createVerifiedUser,
  useSessionInBrowser,
  type Credentials,
} from './accounts';
import { expect, type ProductStack } from './fixtures';
import type { Mailbox } from './mailbox';

/**
 * Helpers of the review-operations journeys (claims, live updates, queue position,
 * audit log, CSV export, snippets, keyboard): customers with a pending submission, admins in
 * browsers of their own, calls to the API as a script makes them, and screenshots.
 */

export interface Customer {
  credentials: Credentials;
  auth: AuthResponse;
  profileUrl: string;
  /** The id of the submission, as the customer's own list gives it. */
  submissionId: number;
}

/** A call to the real API with any method, as `accessToken`'s user; the body parsed when there is one. */
export async function apiCall<T = unknown>(
  stack: ProductStack,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  apiPath: string,
  accessToken: string,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${accessToken}`,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${stack.apiBaseUrl}${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json =
    text && response.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as T)
      : (text as T);
  return { status: response.status, body: json, headers: response.headers };
}

/** A verified user who has submitted one profile through the API (the submit screen has its own journeys). */
export async function customerWithSubmission(
  stack: ProductStack,
  mailbox: Mailbox,
  label: string,
): Promise<Customer> {
  const credentials = await createVerifiedUser(stack.apiBaseUrl, mailbox, label);
  const auth = await apiLogin(stack.apiBaseUrl, credentials);
  // In its canonical form, as the API stores and shows it (docs/product.md).
  const profileUrl = `https://www.linkedin.com/in/${label}-${Date.now().toString(36)}/`;
  const submitted = await apiPost(
    stack.apiBaseUrl,
    API_PATHS.contact.submit,
    { linkedin_url: profileUrl, message: 'Please check my headline.' },
    auth.access,
  );
  expect(submitted.status).toBe(201);
  const mine = await apiCall<UserSubmissionsResponse>(
    stack,
    'GET',
    API_PATHS.contact.userSubmissions,
    auth.access,
  );
  expect(mine.status).toBe(200);
  const submission = mine.body.find((item) => item.linkedin_url === profileUrl);
  if (!submission)
    throw new Error(`The submission of ${profileUrl} is not in ${credentials.email}'s list`);
  return { credentials, auth, profileUrl, submissionId: submission.id };
}

/** A browser of its own (a new context: its own storage), signed in as `credentials`. */
export async function signedInPage(
  browser: Browser,
  stack: ProductStack,
  credentials: Credentials,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.shellUrl });
  const page = await context.newPage();
  await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, credentials));
  return page;
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A pending submission's card in the admin queue. */
export const queueCard = (page: Page, email: string): Locator =>
  page.getByRole('article', { name: `Submission from ${email}` });

/** The review's tab panel (Submissions, Analysis, Preview): one at a time, named by its tab. */
export const reviewPanel = (page: Page, step: 'Submissions' | 'Analysis' | 'Preview'): Locator =>
  page.getByRole('tabpanel', { name: step });

/** The report text on the Preview step. */
export const reportField = (page: Page): Locator =>
  reviewPanel(page, 'Preview').getByRole('textbox', { name: 'Report' });

/** The same text, as a regular expression matching it literally. */
export const literally = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The two widths every new screen is looked at: a desktop and a phone. */
export const SCREEN_SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SCREENS_DIR = path.resolve(__dirname, '../../../../tmp/screens');

/** A full-page PNG in tmp/screens/ (not committed), for a person to look at: `<name>-<width>.png`. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
}

/**
 * In the admin's dashboard: opens the customer's card, ticks the three flags that make the risk
 * High, generates the report and sends it; the reply's notice shows.
 */
export async function reviewAndSend(page: Page, customer: Customer): Promise<void> {
  await queueCard(page, customer.credentials.email).click();
  const analysis = reviewPanel(page, 'Analysis');
  await expect(analysis.getByRole('link', { name: literally(customer.profileUrl) })).toBeVisible();
  for (const flag of RISK_FLAGS) await analysis.getByRole('checkbox', { name: flag }).check();
  await analysis.getByRole('button', { name: 'Generate report' }).click();
  await expect(reportField(page)).toHaveValue(/Risk level: High/);
  await reviewPanel(page, 'Preview').getByRole('button', { name: 'Send reply' }).click();
  await expect(
    page.getByText(MESSAGES.admin.replySent(customer.credentials.email)).first(),
  ).toBeVisible();
}

/** The checklist's flags that, ticked together, make a profile's risk High. */
export const RISK_FLAGS = [
  'Newly created account',
  'Sparse job history',
  'Low number of connections',
] as const;
