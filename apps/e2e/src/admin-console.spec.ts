import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import type { Browser, Page } from '@playwright/test';
import {
  API_PATHS,
  MESSAGES,
  type AdminSubmissionDetail,
  type AuthResponse,
  type SubmitResponse,
} from '@profileproof/contracts';
import {
  apiLogin,
  apiPost,
  createVerifiedUser,
  useSessionInBrowser,
  type Credentials,
} from './support/accounts';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test, TEST_ADMIN, type ProductStack } from './support/fixtures';
import type { Mailbox } from './support/mailbox';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

interface Customer {
  credentials: Credentials;
  auth: AuthResponse;
  profileUrl: string;
}

/** A verified user who has submitted one profile through the API (the submit screen has its own tests). */
async function customerWithSubmission(
  stack: ProductStack,
  mailbox: Mailbox,
  label: string,
): Promise<Customer> {
  const credentials = await createVerifiedUser(stack.apiBaseUrl, mailbox, label);
  const auth = await apiLogin(stack.apiBaseUrl, credentials);
  // In its canonical form, as the API stores and shows it (docs/product.md).
  const profileUrl = `https://www.linkedin.com/in/${label}-${Date.now().toString(36)}/`;
  const submitted = await apiPost<SubmitResponse>(
    stack.apiBaseUrl,
    API_PATHS.contact.submit,
    { linkedin_url: profileUrl, message: 'Please check my headline.' },
    auth.access,
  );
  expect(submitted.status).toBe(201);
  return { credentials, auth, profileUrl };
}

/** The customer's own browser: a second context, so the admin's session stays in the first. */
async function customerPage(
  browser: Browser,
  stack: ProductStack,
  customer: Customer,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.shellUrl });
  const page = await context.newPage();
  await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, customer.credentials));
  return page;
}

async function apiGet<T>(stack: ProductStack, path: string, token: string): Promise<T> {
  const response = await fetch(`${stack.apiBaseUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The pending card of one customer in the review queue. */
const queueCard = (page: Page, customer: Customer) =>
  page.getByRole('button', { name: new RegExp(customer.credentials.email) });

/** Opens the customer's submission from the queue, ticks a few boxes, generates the report and sends it. */
async function reviewAndSend(page: Page, customer: Customer): Promise<void> {
  await expect(heading(page, 'Admin Dashboard')).toBeVisible();
  await queueCard(page, customer).click();

  const analysis = page.getByRole('tabpanel', { name: 'Analysis' });
  await expect(analysis.getByRole('link', { name: new RegExp(customer.profileUrl) })).toBeVisible();
  // The spec's defaults: a professional photo and recent activity are ticked from the start.
  await expect(analysis.getByRole('checkbox', { name: 'Has a professional photo' })).toBeChecked();
  await expect(analysis.getByRole('checkbox', { name: 'Recently active' })).toBeChecked();

  const risk = page.getByTestId('live-risk-level');
  await expect(risk).toContainText('Low');
  for (const flag of ['Newly created account', 'Sparse job history', 'Low number of connections']) {
    await analysis.getByRole('checkbox', { name: flag }).check();
  }
  await expect(risk).toContainText('High');
  await analysis.getByRole('checkbox', { name: 'Has an About summary' }).check();
  await analysis.getByRole('checkbox', { name: 'Open to networking' }).check();

  await analysis.getByRole('button', { name: 'Generate report' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  const report = preview.getByRole('textbox');
  await expect(report).toHaveValue(/LinkedIn Profile Analysis Report/);
  await expect(report).toHaveValue(
    new RegExp(customer.profileUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await report.fill(`${await report.inputValue()}\n\nReviewer's note: lead with your headline.`);
  await preview.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(/Reply sent to/).first()).toBeVisible();
}

test.describe('admin console', () => {
  test('an admin reviews a pending submission and the customer reads the report', async ({
    page,
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'reviewed-customer');

    // Through the login screen, as an analyst starts the day.
    await page.goto('/login');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Go to the Admin Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await expect(queueCard(page, customer)).toBeVisible();
    await reviewAndSend(page, customer);
    // Back to the list after 2 seconds; the reviewed submission has left the queue.
    await expect(page.getByRole('tabpanel', { name: 'Submissions' })).toBeVisible();
    await expect(queueCard(page, customer)).toHaveCount(0);

    const customerView = await customerPage(browser, stack, customer);
    await customerView.goto('/my-submissions');
    const card = customerView.getByRole('article');
    await expect(card).toContainText(MESSAGES.submissionDetails.reviewed);
    await card.getByRole('link', { name: /Read the analysis/ }).click();
    await expect(heading(customerView, MESSAGES.submissionDetails.heading)).toBeVisible();
    const response = customerView.getByRole('region', {
      name: MESSAGES.submissionDetails.analysisResponse,
    });
    await expect(response).toContainText('LinkedIn Profile Analysis Report');
    await expect(response).toContainText("Reviewer's note: lead with your headline.");
    await expect(response).toContainText(MESSAGES.submissionDetails.receivedOn);
    await expect(customerView.getByRole('meter', { name: 'Profile score' })).toBeVisible();
    await expect(customerView.getByText(MESSAGES.submissionDetails.stillReviewing)).toHaveCount(0);
    await customerView.context().close();
  });

  test('an admin edits and re-sends a reply from Reviewed, then deletes it', async ({
    page,
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'edited-customer');
    const admin = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    await useSessionInBrowser(page, admin);
    await page.goto('/admin/dashboard');
    await reviewAndSend(page, customer);
    await expect(queueCard(page, customer)).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Reviewed' })
      .click();
    await expect(heading(page, 'Reviewed Submissions')).toBeVisible();
    const row = page.getByRole('article', { name: customer.credentials.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /Edit/ }).click();

    // Edit mode: the stored checklist and reply come back.
    await expect(page).toHaveURL(/\/admin\/dashboard\?edit=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('edit'));
    const analysis = page.getByRole('tabpanel', { name: 'Analysis' });
    await expect(analysis.getByRole('checkbox', { name: 'Newly created account' })).toBeChecked();
    await expect(analysis.getByRole('checkbox', { name: 'Open to networking' })).toBeChecked();
    await analysis.getByRole('checkbox', { name: 'Newly created account' }).uncheck();
    await expect(page.getByTestId('live-risk-level')).toContainText('Medium');
    await analysis.getByRole('button', { name: 'Generate report' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    await expect(preview.getByRole('textbox')).toHaveValue(/Risk level: Medium/);
    await preview.getByRole('button', { name: 'Send reply' }).click();
    await expect(page).toHaveURL(/\/admin\/reviewed/);

    // The earlier version is kept; the customer sees the new one.
    const detail = await apiGet<AdminSubmissionDetail>(
      stack,
      API_PATHS.admin.submission(id),
      admin.access,
    );
    expect(detail.reply_history).toHaveLength(2);
    expect(detail.admin_reply).toMatch(/Risk level: Medium/);
    expect(detail.reply_history[0].reply).toMatch(/Risk level: High/);

    const customerView = await customerPage(browser, stack, customer);
    await customerView.goto(`/submission/${id}`);
    await expect(
      customerView.getByRole('region', { name: MESSAGES.submissionDetails.analysisResponse }),
    ).toContainText('Risk level: Medium');

    // Delete, after the spec's question.
    const again = page.getByRole('article', { name: customer.credentials.email });
    await again.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(MESSAGES.admin.confirmDelete);
    await dialog.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByRole('article', { name: customer.credentials.email })).toHaveCount(0);

    await customerView.goto('/my-submissions');
    await expect(customerView.getByRole('heading', { name: 'No submissions yet' })).toBeVisible();
    await customerView.context().close();
  });

  test("an admin assigns a plan and removes it, and the customer's quota follows", async ({
    page,
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'subscriber');
    const customerView = await customerPage(browser, stack, customer);
    await customerView.goto('/inputMain');
    const plan = customerView.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('Free');
    await expect(plan).toContainText('0 of 1 submissions left this month');

    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, TEST_ADMIN));
    await page.goto('/admin/subscriptions');
    await expect(heading(page, SUBSCRIPTIONS_SCREEN.title)).toBeVisible();
    await expect(page.getByText(SUBSCRIPTIONS_SCREEN.intro)).toBeVisible();
    await page.getByLabel(/e-?mail/i).fill(customer.credentials.email);
    await page.getByLabel(/Plan|Tier/).selectOption('basic');
    await page.getByLabel(SUBSCRIPTIONS_SCREEN.validForLabel).fill('30');
    await page.getByRole('button', { name: SUBSCRIPTIONS_SCREEN.assignButton }).click();
    await expect(
      page.getByText(SUBSCRIPTIONS_SCREEN.assigned('basic', customer.credentials.email)),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: customer.credentials.email });
    await expect(row).toContainText('Basic');
    await expect(row).not.toContainText(SUBSCRIPTIONS_SCREEN.unlimited);

    await customerView.reload();
    await expect(plan).toContainText('Basic');
    await expect(plan).toContainText('23 of 24 submissions left this month');

    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: SUBSCRIPTIONS_SCREEN.confirmTitle });
    await expect(dialog).toContainText(
      SUBSCRIPTIONS_SCREEN.confirmText(customer.credentials.email),
    );
    await expect(dialog).toContainText(SUBSCRIPTIONS_SCREEN.confirmNote);
    await dialog.getByRole('button', { name: SUBSCRIPTIONS_SCREEN.deleteButton }).click();
    await expect(
      page.getByText(SUBSCRIPTIONS_SCREEN.removed(customer.credentials.email)),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: customer.credentials.email })).toHaveCount(
      0,
    );

    await customerView.reload();
    await expect(plan).toContainText('Free');
    await expect(plan).toContainText('0 of 1 submissions left this month');
    await customerView.context().close();
  });

  test('a user token cannot reach the admin API', async ({ stack, mailbox }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'intruder');
    for (const path of [
      API_PATHS.admin.submissions,
      API_PATHS.admin.processed,
      API_PATHS.admin.stats,
      API_PATHS.admin.userSubscription,
    ]) {
      const response = await fetch(`${stack.apiBaseUrl}${path}`, {
        headers: { Authorization: `Bearer ${customer.auth.access}` },
      });
      expect(response.status, path).toBe(403);
    }
  });

  test('the three admin screens have no WCAG 2 A/AA violation axe can find, wide and narrow', async ({
    page,
    stack,
    mailbox,
  }) => {
    await customerWithSubmission(stack, mailbox, 'a11y-admin');
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, TEST_ADMIN));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/dashboard');
      const firstCard = page
        .getByRole('tabpanel', { name: 'Submissions' })
        .getByRole('button', { name: /^Analyse the submission from/ })
        .first();
      await expect(firstCard).toBeVisible();
      await expectNoAxeViolations(page);
      await firstCard.click();
      await expect(page.getByRole('tabpanel', { name: 'Analysis' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/admin/reviewed');
      await expect(heading(page, 'Reviewed Submissions')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/admin/subscriptions');
      await expect(heading(page, SUBSCRIPTIONS_SCREEN.title)).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
