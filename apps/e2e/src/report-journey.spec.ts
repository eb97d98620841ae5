import type { Locator, Page } from '@playwright/test';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  API_PATHS,
  MESSAGES,
  routeTo,
  type ReportTodoResponse,
  type UserSubmissionsResponse,
} from '@profileproof/contracts';
import { apiLogin, createVerifiedUser, type Credentials } from './support/accounts';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import {
  apiCall,
  type Customer,
  customerWithSubmission,
  literally,
  queueCard,
  reportField,
  reviewPanel,
  SCREEN_SIZES,
} from './support/review-desk';

/*
 * Issue 39, the report a customer pays for: the reviewer previews the structured report drawn from
 * the checklist, the customer reads the same figures and ticks the to-do list, and after fixing the
 * profile and sending it again sees the progress between the two reviews. Screenshots go to the
 * test's output folder and to /tmp/report-shots/ (for a person to look at).
 */

const SHOTS_DIR = '/tmp/report-shots';
const DESKTOP = SCREEN_SIZES[0];
/** The desk's boxes for the first review (two risk flags), then what the second one changes. */
const FIRST_REVIEW: Record<string, boolean> = {
  'Has verification shield': true,
  'Has a custom profile URL': true,
  'Has a professional photo': true,
  'Has an About summary': true,
  'Shows a current job title': true,
  'Open to networking': true,
  'Relevant to the target industry': true,
  'Recently active': false,
  'Newly created account': true,
  'Low number of connections': true,
};
const SECOND_REVIEW = { ...FIRST_REVIEW, 'Recently active': true, 'Newly created account': false };

/** Through the login screen; an admin answers the dashboard question. */
async function logIn(page: Page, { email, password }: Credentials, admin = false): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  if (admin)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Go to the Admin Dashboard' })
      .click();
}

/** The page (full length, from its top) or one part of it at each size, nothing wider than the screen. */
async function shoot(
  page: Page,
  name: string,
  sizes: readonly { width: number; height: number }[] = SCREEN_SIZES,
  part?: Locator,
) {
  await mkdir(SHOTS_DIR, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize(size);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(size.width);
    const file = test.info().outputPath(`${name}-${size.width}.png`);
    if (part) await part.screenshot({ path: file });
    else {
      // A sticky bar is drawn where the page is scrolled to: at the top, where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file, fullPage: true });
    }
    await copyFile(file, path.join(SHOTS_DIR, path.basename(file)));
  }
  await page.setViewportSize(DESKTOP);
}

/** What the report inside `scope` says at a glance, and its to-do list's texts in order. */
async function figuresIn(scope: Locator) {
  const meter = (name: string) =>
    scope.getByRole('meter', { name, exact: true }).getAttribute('aria-valuenow');
  return {
    score: Number(await meter('Profile score')),
    spam: Number(await meter('Spam likelihood')),
    risk: (await scope.locator('.pp-report-risk').innerText()).trim(),
    outreach: (await scope.locator('.pp-report-verdict').innerText()).trim(),
    todo: await scope.locator('.pp-report-todo__text').allInnerTexts(),
  };
}

/** The mark (Flagged / Clear) of one flag in the report's Risk flags section. */
const flagMark = (scope: Locator, id: string) =>
  scope
    .getByRole('region', { name: 'Risk flags' })
    .locator(`[data-check="${id}"] .pp-report-check__status`);

/** In the desk: the customer's card, the boxes set, the report generated. The Preview's report and the desk's score. */
async function reviewInDesk(page: Page, customer: Customer, boxes: Record<string, boolean>) {
  await page.goto('/admin/dashboard');
  await queueCard(page, customer.credentials.email).click();
  const analysis = reviewPanel(page, 'Analysis');
  await expect(analysis.getByRole('link', { name: literally(customer.profileUrl) })).toBeVisible();
  for (const [name, ticked] of Object.entries(boxes))
    await analysis.getByRole('checkbox', { name, exact: true }).setChecked(ticked);
  const meter = analysis.getByRole('meter', { name: 'Quality score' });
  const deskScore = Number(await meter.getAttribute('aria-valuenow'));
  await expect(analysis.getByLabel('Overall profile score (%)')).toHaveValue(String(deskScore));
  await analysis.getByRole('button', { name: 'Generate report' }).click();
  await expect(reportField(page)).toHaveValue(/Risk level: /);
  const preview = reviewPanel(page, 'Preview').getByRole('region', {
    name: 'The report as the customer will see it',
  });
  await expect(preview).toBeVisible();
  return { preview, deskScore };
}

async function send(page: Page, customer: Customer): Promise<void> {
  await reviewPanel(page, 'Preview').getByRole('button', { name: 'Send reply' }).click();
  await expect(
    page.getByText(MESSAGES.admin.replySent(customer.credentials.email)).first(),
  ).toBeVisible();
}

test('the report: previewed by the reviewer, read and ticked by the customer, compared after a second review', async ({
  page,
  browser,
  stack,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const customer = await customerWithSubmission(stack, mailbox, 'report-journey');
  const firstId = customer.submissionId;
  await page.setViewportSize(DESKTOP);

  const first = await test.step('1. the reviewer previews the report and sends it', async () => {
    await logIn(page, TEST_ADMIN, true);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const { preview, deskScore } = await reviewInDesk(page, customer, FIRST_REVIEW);
    const figures = await figuresIn(preview);
    expect(figures.score).toBe(deskScore);
    expect(figures.risk).toBe('Medium');
    await expect(preview.getByText('2 of 5 risk flags')).toBeVisible();
    for (const id of ['newlyCreated', 'lowConnections'])
      await expect(flagMark(preview, id)).toHaveText('Flagged');
    for (const id of ['sparseJobHistory', 'defaultProfilePicture', 'noEngagementOnPosts'])
      await expect(flagMark(preview, id)).toHaveText('Clear');
    const boxes = preview.getByRole('region', { name: 'To-do list' }).getByRole('checkbox');
    expect(await boxes.count()).toBe(figures.todo.length);
    expect(figures.todo.length).toBeGreaterThan(2);
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
    // The customer's progress is not part of the preview.
    await expect(preview.getByRole('region', { name: 'Your progress' })).toHaveCount(0);
    await shoot(page, 'report-1-preview');
    await shoot(page, 'report-1-preview-section', SCREEN_SIZES, preview);
    await send(page, customer);
    return figures;
  });

  const context = await browser.newContext({ baseURL: stack.shellUrl, viewport: DESKTOP });
  const mine = await context.newPage();
  const report = mine.locator('.pp-report');
  const todo = mine.getByRole('region', { name: 'To-do list' });
  const progress = mine.getByRole('region', { name: 'Your progress' });

  await test.step('2. the customer reads the same figures and ticks two to-do items', async () => {
    await logIn(mine, customer.credentials);
    await expect(mine).toHaveURL(/\/inputMain$/);
    await mine.goto(routeTo.submission(firstId));
    const boxes = todo.getByRole('checkbox');
    // Tickable once the customer's own list (with its ticks) has arrived.
    await expect(boxes.first()).toBeEnabled();
    expect(await figuresIn(report)).toEqual(first);
    for (const id of ['newlyCreated', 'lowConnections'])
      await expect(flagMark(report, id)).toHaveText('Flagged');
    await expect(progress).toContainText('This is the first review of this profile');
    await expect(mine.locator('.pp-report-words')).toContainText('Risk level: Medium');
    const total = first.todo.length;
    await expect(todo.getByText(`0 of ${total} done`)).toBeVisible();
    // The box follows the server's answer (no optimistic tick): click, then wait for it.
    for (const index of [0, 1]) {
      await boxes.nth(index).click();
      await expect(boxes.nth(index)).toBeChecked();
    }
    await expect(todo.getByText(`2 of ${total} done`)).toBeVisible();
    await mine.reload();
    await expect(boxes.first()).toBeEnabled();
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(2)).not.toBeChecked();
    await expect(todo.getByText(`2 of ${total} done`)).toBeVisible();
    await shoot(mine, 'report-2-customer');
    await mine.emulateMedia({ media: 'print' });
    await shoot(mine, 'report-2-customer-print', [DESKTOP]);
    await mine.emulateMedia({ media: 'screen' });
  });

  await test.step('3. axe finds no violation on the report page, wide and narrow', async () => {
    for (const size of SCREEN_SIZES) {
      await mine.setViewportSize(size);
      await expectNoAxeViolations(mine);
    }
    await mine.setViewportSize(DESKTOP);
  });

  const secondId = await test.step('4. the fixed profile is sent again and reviewed', async () => {
    // A paid plan first: the free one allows one submission a month.
    const admin = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    const plan = await apiCall(stack, 'POST', API_PATHS.admin.userSubscription, admin.access, {
      email: customer.credentials.email,
      tier: 'basic',
      valid_for_days: 30,
    });
    expect(plan.status).toBe(200);
    await mine.goto('/inputMain');
    await expect(mine.getByRole('region', { name: 'Your plan' })).toContainText('Basic');
    await mine.getByLabel('LinkedIn profile URL').fill(customer.profileUrl);
    await mine.getByLabel('Message (optional)').fill('Fixed: the account is older now.');
    await mine.getByRole('button', { name: 'Submit for review' }).click();
    await expect(mine.getByText(/Profile submitted successfully/)).toBeVisible();
    const list = await apiCall<UserSubmissionsResponse>(
      stack,
      'GET',
      API_PATHS.contact.userSubmissions,
      customer.auth.access,
    );
    const ids = list.body.filter((item) => item.linkedin_url === customer.profileUrl);
    expect(ids).toHaveLength(2);

    const { preview, deskScore } = await reviewInDesk(page, customer, SECOND_REVIEW);
    expect((await figuresIn(preview)).score).toBe(deskScore);
    await expect(flagMark(preview, 'newlyCreated')).toHaveText('Clear');
    await send(page, customer);
    return Math.max(...ids.map((item) => item.id));
  });

  await test.step('4. the customer sees the progress across the two reviews', async () => {
    await mine.goto('/my-submissions');
    const cards = mine.getByRole('article');
    await expect(cards).toHaveCount(2);
    const card = (id: number) =>
      cards.filter({ has: mine.locator(`a[href$="${routeTo.submission(id)}"]`) });
    const ring = card(secondId).getByRole('meter', { name: 'Latest profile score' });
    await expect(ring).toBeVisible();
    const latest = Number(await ring.getAttribute('aria-valuenow'));
    const gain = latest - first.score;
    expect(gain).toBeGreaterThan(0);
    await expect(card(secondId)).toContainText(`▲ ${gain} since the last review`);
    await expect(card(firstId).getByRole('meter')).toHaveCount(0);
    await shoot(mine, 'report-3-my-submissions');

    await card(secondId)
      .getByRole('link', { name: /Read the analysis/ })
      .click();
    await expect(mine).toHaveURL(new RegExp(`${routeTo.submission(secondId)}$`));
    await expect(todo.getByRole('checkbox').first()).toBeEnabled();
    const second = await figuresIn(report);
    expect([second.score, second.risk, second.outreach]).toEqual([latest, 'Low', 'Yes']);
    await expect(
      progress.getByRole('img', {
        name: `Across 2 reviews, the profile score went from ${first.score} to ${second.score} and the spam likelihood from ${first.spam} to ${second.spam} (both out of 100).`,
      }),
    ).toBeVisible();
    await expect(progress.getByText(`Score +${gain}`, { exact: true })).toBeVisible();
    await expect(
      progress.getByText(`Spam likelihood −${first.spam - second.spam}`, { exact: true }),
    ).toBeVisible();
    await expect(progress.getByText(/^since the review of /)).toBeVisible();
    const changes = (title: string) =>
      progress
        .locator('.progress-changes')
        .filter({ has: mine.getByRole('heading', { name: title, exact: true }) })
        .getByRole('listitem');
    await expect(changes('Flags cleared (1)')).toHaveText(['Newly created account']);
    await expect(changes('Newly met (1)')).toHaveText(['Active in the last few weeks']);
    await expect(progress.getByText(/^(Newly failing|Flags raised) \(/)).toHaveCount(0);
    await progress.getByText('Show the figures as a table').click();
    await expect(progress.getByRole('table').getByRole('row')).toHaveCount(3);
    // A new report starts with nothing ticked.
    await expect(todo.getByText(`0 of ${second.todo.length} done`)).toBeVisible();
    await shoot(mine, 'report-4-progress', SCREEN_SIZES, progress);
    await shoot(mine, 'report-4-second-report');
    await expectNoAxeViolations(mine);
  });

  await test.step("5. another customer can neither read nor tick the first one's list", async () => {
    const stranger = await apiLogin(
      stack.apiBaseUrl,
      await createVerifiedUser(stack.apiBaseUrl, mailbox, 'report-stranger'),
    );
    const todoOf = (token: string, method: 'GET' | 'PUT' = 'GET', body?: unknown) =>
      apiCall<ReportTodoResponse>(stack, method, API_PATHS.contact.todo(firstId), token, body);
    expect((await todoOf(stranger.access)).status).toBe(404);
    const own = (await todoOf(customer.auth.access)).body;
    const open = own.items.find((item) => !item.done);
    const tick = { reply_id: own.reply_id, item: open?.id, done: true };
    expect((await todoOf(stranger.access, 'PUT', tick)).status).toBe(404);
    const after = (await todoOf(customer.auth.access)).body.items;
    expect(after.filter((item) => item.done)).toHaveLength(2);
  });
  await context.close();
});
