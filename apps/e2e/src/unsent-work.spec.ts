import type { Browser, Page } from '@playwright/test';
import {
  API_PATHS,
  MESSAGES,
  type AuthResponse,
  type UserSubmissionsResponse,
} from '@profileproof/contracts';
import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { apiLogin, apiPost, createVerifiedUser, type Credentials } from './support/accounts';
import { SECOND_ADMIN } from './support/admins';
import { expect, test, type ProductStack } from './support/fixtures';
import type { Mailbox } from './support/mailbox';
import {
  apiCall,
  literally,
  queueCard,
  reportField,
  reviewPanel,
  RISK_FLAGS,
  saveScreen,
  SCREEN_SIZES,
} from './support/review-desk';

/**
 * Issue 36, item 2: unsent work survives the end of a session. The reviewer's checklist and
 * edited report, and the customer's message on /inputMain, are kept in the browser per user; the
 * session is ended from another device; after signing in again the work is back, with a notice,
 * and what is sent is exactly what was typed. Another account on the same browser never sees it.
 */

const RESTORED = /^We restored your unsent draft from /;
const DISCARD = 'Discard draft';

/** Through the login screen; an admin answers the dashboard question. */
async function logIn(page: Page, { email, password }: Credentials, admin = false): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  if (admin) {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Go to the Admin Dashboard' })
      .click();
  }
}

/** The submissions of `auth`'s user, as their own list gives them. */
async function submissionsOf(
  stack: ProductStack,
  auth: AuthResponse,
): Promise<UserSubmissionsResponse> {
  const mine = await apiCall<UserSubmissionsResponse>(
    stack,
    'GET',
    API_PATHS.contact.userSubmissions,
    auth.access,
  );
  expect(mine.status).toBe(200);
  return mine.body;
}

/** A new customer with one pending submission (sent through the API). */
async function customerWithOneSubmission(stack: ProductStack, mailbox: Mailbox) {
  const credentials = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'unsent-review');
  const auth = await apiLogin(stack.apiBaseUrl, credentials);
  const profileUrl = `https://www.linkedin.com/in/unsent-review-${Date.now().toString(36)}`;
  const submitted = await apiPost(
    stack.apiBaseUrl,
    API_PATHS.contact.submit,
    { linkedin_url: profileUrl, message: 'Please check my headline.' },
    auth.access,
  );
  expect(submitted.status).toBe(201);
  const [submission] = await submissionsOf(stack, auth);
  return { email: credentials.email, auth, submission };
}

/** A second device: a browser context of its own, signed in through the login screen. */
async function secondDevice(browser: Browser, stack: ProductStack, who: Credentials) {
  const context = await browser.newContext({ baseURL: stack.shellUrl });
  const page = await context.newPage();
  await logIn(page, who);
  await expect(page).toHaveURL(/\/inputMain$/);
  return { context, page };
}

/** The screen at both widths (tmp/screens/<name>-<width>.png), back at the desktop size after. */
async function saveBothWidths(page: Page, name: string): Promise<void> {
  for (const size of [...SCREEN_SIZES].reverse()) {
    await page.setViewportSize(size);
    await saveScreen(page, name);
  }
}

test.describe('unsent work survives the end of a session', () => {
  test('the reviewer’s checklist and edited report come back after signing in again, and the customer receives exactly that text', async ({
    page,
    stack,
    mailbox,
  }) => {
    // The dashboard notices the ended session at its next refresh (every 15 s).
    test.setTimeout(120_000);
    const customer = await customerWithOneSubmission(stack, mailbox);
    const email = customer.email;
    await page.setViewportSize(SCREEN_SIZES[0]);
    await logIn(page, SECOND_ADMIN, true);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Several checklist fields, the report generated, then edited by hand.
    await queueCard(page, email).click();
    const analysis = reviewPanel(page, 'Analysis');
    await expect(
      analysis.getByRole('link', { name: literally(customer.submission.linkedin_url) }),
    ).toBeVisible();
    for (const flag of RISK_FLAGS) await analysis.getByRole('checkbox', { name: flag }).check();
    await analysis.getByRole('button', { name: 'Generate report' }).click();
    await expect(reportField(page)).toHaveValue(/Risk level: High/);
    // At the end of the report (which ends with a line break), a note of the reviewer's own.
    await reportField(page).press('Control+End');
    await reportField(page).pressSequentially(
      'Reviewer’s note: your headline undersells ten years of work. Lead with it.',
    );
    const typed = await reportField(page).inputValue();
    expect(typed).toMatch(/\nReviewer’s note: .* Lead with it\.$/);

    // Another device, signed in as the same reviewer, signs out everywhere else.
    const elsewhere = await apiLogin(stack.apiBaseUrl, SECOND_ADMIN);
    const revoked = await apiCall(
      stack,
      'POST',
      '/api/auth/sessions/revoke-others/',
      elsewhere.access,
      {},
    );
    expect(revoked.status).toBeLessThan(300);

    // The dashboard finds out by itself (its refresh is refused) and lands on /login.
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });

    // Signed in again: back on the card, the work restored, with a notice.
    await logIn(page, SECOND_ADMIN, true);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const notice = page.getByText(RESTORED);
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: DISCARD })).toBeVisible();
    await expect(reportField(page)).toHaveValue(typed);
    await saveBothWidths(page, 'unsent-work-review-restored');
    await page.getByRole('tab', { name: /Analysis/ }).click();
    for (const flag of RISK_FLAGS)
      await expect(
        reviewPanel(page, 'Analysis').getByRole('checkbox', { name: flag }),
      ).toBeChecked();
    await saveBothWidths(page, 'unsent-work-review-checklist');
    await page.getByRole('tab', { name: /Preview/ }).click();

    // The claim is still this reviewer's: sending works.
    await reviewPanel(page, 'Preview').getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(MESSAGES.admin.replySent(email)).first()).toBeVisible();
    await expect(notice).toHaveCount(0);

    const [reviewed] = await submissionsOf(stack, customer.auth);
    expect(reviewed.id).toBe(customer.submission.id);
    expect(reviewed.admin_reply).toBe(typed);

    // Nothing is restored any more.
    await page.reload();
    await expect(page.getByRole('tabpanel', { name: 'Submissions' })).toBeVisible();
    await expect(page.getByText(RESTORED)).toHaveCount(0);
  });

  test('a customer’s long message on /inputMain survives a reload (after a warning) and the end of the session; another account never sees it', async ({
    page,
    browser,
    stack,
    mailbox,
  }) => {
    test.setTimeout(120_000);
    const ada = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'unsent-message');
    const grace = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'other-account');
    const profileUrl = `https://www.linkedin.com/in/unsent-${Date.now().toString(36)}`;
    const message = [
      'I am moving from ten years of teaching into product management.',
      'Recruiters read my profile as a teacher’s. Please look hard at the headline, the about',
      'section and how the school projects are described: I rewrote them twice already.',
    ].join('\n');
    const urlField = page.getByLabel('LinkedIn profile URL');
    const messageField = page.getByLabel('Message (optional)');

    await page.setViewportSize(SCREEN_SIZES[0]);
    await logIn(page, ada);
    await expect(page).toHaveURL(/\/inputMain$/);
    // Typed by a person (a click first: the browser asks before unloading only after one).
    await urlField.click();
    await urlField.fill(profileUrl);
    await messageField.fill(message);

    // A reload asks first; accepted, the form comes back as it was, with a notice.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(urlField).toHaveValue(profileUrl);
    await expect(messageField).toHaveValue(message);
    await saveBothWidths(page, 'unsent-work-input-main-restored');

    // A second device signs out everywhere else (Account → sessions).
    const other = await secondDevice(browser, stack, ada);
    await other.page.getByRole('link', { name: ACCOUNT_SCREEN.navLink }).click();
    const sessions = other.page.getByRole('region', { name: ACCOUNT_SCREEN.sessions.heading });
    await sessions.getByRole('button', { name: ACCOUNT_SCREEN.sessions.signOutOthers }).click();
    await expect(sessions.getByText(ACCOUNT_SCREEN.sessions.signedOutOthers(1))).toBeVisible();
    await other.context.close();

    // Sending finds the session ended: the screen moves to /login, the message is not lost.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Another account signing in on this browser sees nothing of it, and logs out.
    await logIn(page, grace);
    await expect(page).toHaveURL(/\/inputMain$/);
    await expect(urlField).toHaveValue('');
    await expect(messageField).toHaveValue('');
    await expect(page.getByText(RESTORED)).toHaveCount(0);
    await page.getByRole('button', { name: MESSAGES.navbar.logout }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The owner signs in again: the message is back, and sent exactly as typed.
    await logIn(page, ada);
    await expect(page).toHaveURL(/\/inputMain$/);
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(urlField).toHaveValue(profileUrl);
    await expect(messageField).toHaveValue(message);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText(/Profile submitted successfully/)).toBeVisible();
    await expect(page.getByText(RESTORED)).toHaveCount(0);

    // Ada's only submission: the link as the server stores it, the message exactly as typed.
    const mine = await submissionsOf(stack, await apiLogin(stack.apiBaseUrl, ada));
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toBe(message);

    // Typed again, then an explicit logout by its owner: the draft goes with the session.
    await messageField.fill('Something I decided not to send.');
    await page.getByRole('button', { name: MESSAGES.navbar.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, ada);
    await expect(page).toHaveURL(/\/inputMain$/);
    await expect(messageField).toHaveValue('');
    await expect(page.getByText(RESTORED)).toHaveCount(0);
  });
});
