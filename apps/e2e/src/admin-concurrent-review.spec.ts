import type { Page } from '@playwright/test';
import {
  API_PATHS,
  type AuditListResponse,
  MESSAGES,
  REPLY_MESSAGES,
  type UserSubmissionsResponse,
  withQuery,
} from '@profileproof/contracts';
import { SECOND_ADMIN } from './support/admins';
import { apiLogin } from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { expectNoAxeViolations } from './support/accessibility';
import {
  apiCall,
  type Customer,
  customerWithSubmission,
  heading,
  queueCard,
  reportField,
  reviewPanel,
  RISK_FLAGS,
  saveScreen,
  SCREEN_SIZES,
  signedInPage,
} from './support/review-desk';
import type { ProductStack } from './support/fixtures';

/**
 * A review desk two admins can trust: two admins in browsers of their own and the customer in a
 * third. A taken-over admin is told at once and keeps their draft read-only; a draft overtaken by
 * another admin's reply is refused, however often it is sent, and a reviewed submission takes a
 * new version only from the edit screen; the keyboard's send asks first.
 */

const submissionDetails = MESSAGES.submissionDetails;

/**
 * Admin A drafts and is taken over; admin B takes over. B is TEST_ADMIN: the Activity journey, which
 * may run later on the same stack, counts on SECOND_ADMIN never having taken a claim over.
 */
const ADMIN_A = SECOND_ADMIN;
const ADMIN_B = TEST_ADMIN;

/** The customer's submission as their own list gives it. */
async function customerView(stack: ProductStack, customer: Customer) {
  const mine = await apiCall<UserSubmissionsResponse>(
    stack,
    'GET',
    API_PATHS.contact.userSubmissions,
    customer.auth.access,
  );
  return mine.body.find((submission) => submission.id === customer.submissionId);
}

/** The score the customer reads, from the report's own line. */
const scoreLine = (text: string | null | undefined) =>
  /Overall profile score: \d+\/100/.exec(text ?? '')?.[0] ?? null;

/** Opens the customer's card and generates a report from the checklist, ticking `flags` first. */
async function draftReport(
  page: Page,
  customer: Customer,
  flags: readonly string[],
): Promise<void> {
  await queueCard(page, customer.credentials.email).click();
  const analysis = reviewPanel(page, 'Analysis');
  for (const flag of flags) await analysis.getByRole('checkbox', { name: flag }).check();
  await analysis.getByRole('button', { name: 'Generate report' }).click();
  await expect(reportField(page)).toHaveValue(/LinkedIn Profile Analysis Report/);
}

/** Admin B opens the card A holds and takes it over, accepting the question. */
async function takeOver(page: Page, customer: Customer): Promise<void> {
  await page.goto('/admin/dashboard');
  await queueCard(page, customer.credentials.email).click();
  const panel = reviewPanel(page, 'Analysis');
  await expect(panel.getByRole('heading', { name: 'Claimed by another admin' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Take over' }).click();
  await expect(panel.getByRole('button', { name: 'Generate report' })).toBeVisible();
}

/** Each of the two widths, a screenshot of the page as it is now (`tmp/screens/<name>-<width>.png`). */
async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // From the top: a full-page picture of a scrolled page draws the sticky navbar midway.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, name);
  }
  await page.setViewportSize({ width: SCREEN_SIZES[0].width, height: SCREEN_SIZES[0].height });
}

test.describe('review desk: two admins and a customer', () => {
  test('a taken-over admin is told at once with the draft kept read-only; the card shows one state; s asks before sending', async ({
    browser,
    stack,
    mailbox,
  }) => {
    // Two admins and a customer, each screen at both sizes: near the default minute on a busy machine.
    test.setTimeout(120_000);
    const customer = await customerWithSubmission(stack, mailbox, 'desk-trust-notice');
    const email = customer.credentials.email;
    const first = await signedInPage(browser, stack, ADMIN_A);
    const second = await signedInPage(browser, stack, ADMIN_B);
    await first.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const reader = await signedInPage(browser, stack, customer.credentials);
    await reader.goto(`/submission/${customer.submissionId}`);
    await expect(reader.getByText(submissionDetails.stillReviewing)).toBeVisible();

    // Admin A drafts a report; admin B takes the submission over.
    await first.goto('/admin/dashboard');
    await draftReport(first, customer, RISK_FLAGS);
    const draft = await reportField(first).inputValue();
    await takeOver(second, customer);

    // A is told at once, without pressing anything: the preview gives way to the notice, the draft stays, read-only.
    const notice = reviewPanel(first, 'Preview');
    await expect(
      notice.getByRole('heading', { name: `${ADMIN_B.email} took over this submission` }),
    ).toBeVisible();
    await expect(
      notice.getByRole('heading', { name: `${ADMIN_B.email} took over this submission` }),
    ).toBeFocused();
    const kept = notice.getByRole('textbox', { name: 'Your draft (read-only)' });
    await expect(kept).toHaveValue(draft);
    await expect(kept).toHaveJSProperty('readOnly', true);
    await expect(notice.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Copy draft' }).click();
    await expect(notice.getByRole('button', { name: 'Draft copied' })).toBeVisible();
    expect(await first.evaluate(() => navigator.clipboard.readText())).toBe(draft);
    await expectNoAxeViolations(first);
    await screenshotsAtBothWidths(first, 'desk-trust-taken-over');

    // Back on the queue, A's card says who holds it, and only that.
    await notice.getByRole('button', { name: 'Back to queue' }).click();
    const card = queueCard(first, email);
    await expect(card).toContainText(`Being reviewed by ${ADMIN_B.email} · until`);
    await expect(card).not.toContainText('In progress');
    await expect(card).not.toContainText("You're reviewing this");

    // B sends with the keyboard: s asks first. Escape goes back to the report and sends nothing.
    await reviewPanel(second, 'Analysis').getByRole('button', { name: 'Generate report' }).click();
    await expect(reportField(second)).toHaveValue(/LinkedIn Profile Analysis Report/);
    await heading(second, 'Admin Dashboard').click();
    await second.keyboard.press('s');
    const question = second.getByRole('dialog', { name: 'Send this reply?' });
    await expect(question).toBeVisible();
    await expect(question).toContainText(email);
    await expect(question.getByRole('button', { name: 'Send reply' })).toBeFocused();
    await expectNoAxeViolations(second);
    await screenshotsAtBothWidths(second, 'desk-trust-send-confirmation');
    await second.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    expect((await customerView(stack, customer))?.is_processed).toBe(false);

    // s again, and Enter sends: the customer's page shows B's report, live.
    await second.keyboard.press('s');
    await expect(question).toBeVisible();
    await second.keyboard.press('Enter');
    await expect(second.getByText(MESSAGES.admin.replySent(email)).first()).toBeVisible();
    const sent = await customerView(stack, customer);
    expect(sent?.is_processed).toBe(true);
    const score = scoreLine(sent?.admin_reply);
    expect(score).not.toBeNull();
    await expect(
      reader.getByRole('region', { name: submissionDetails.analysisResponse }),
    ).toContainText(score ?? '');

    for (const page of [first, second, reader]) await page.context().close();
  });

  test("a draft overtaken by another admin's reply is refused, again on a second try; only the edit screen re-sends", async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'desk-trust-stale');
    const email = customer.credentials.email;
    const first = await signedInPage(browser, stack, ADMIN_A);
    const second = await signedInPage(browser, stack, ADMIN_B);
    const reader = await signedInPage(browser, stack, customer.credentials);
    await reader.goto(`/submission/${customer.submissionId}`);
    const replyRegion = reader.getByRole('region', { name: submissionDetails.analysisResponse });

    // A's screen hears nothing live (its event stream is down), so A sends a draft the desk has moved past.
    await first.route('**/api/events/**', (route) => route.abort());
    await first.goto('/admin/dashboard');
    await draftReport(first, customer, RISK_FLAGS);
    const aDraft = await reportField(first).inputValue();

    // B takes over and sends a report with another score.
    await takeOver(second, customer);
    await reviewPanel(second, 'Analysis').getByRole('button', { name: 'Generate report' }).click();
    await reviewPanel(second, 'Preview').getByRole('button', { name: 'Send reply' }).click();
    await expect(second.getByText(MESSAGES.admin.replySent(email)).first()).toBeVisible();
    const bReply = (await customerView(stack, customer))?.admin_reply;
    const bScore = scoreLine(bReply);
    expect(bScore).not.toBeNull();
    expect(bScore).not.toBe(scoreLine(aDraft));
    await expect(replyRegion).toContainText(bScore ?? '');

    // A presses Send: refused, the draft kept. And again: still refused. The customer still reads B's report.
    const preview = reviewPanel(first, 'Preview');
    for (let attempt = 1; attempt <= 2; attempt++) {
      const answer = first.waitForResponse((response) =>
        response.url().endsWith(API_PATHS.contact.reply(customer.submissionId)),
      );
      await preview.getByRole('button', { name: 'Send reply' }).click();
      expect((await answer).status()).toBe(409);
      await expect(preview.getByRole('alert')).toContainText(REPLY_MESSAGES.stale);
      await expect(reportField(first)).toHaveValue(aDraft);
    }
    expect((await customerView(stack, customer))?.admin_reply).toBe(bReply);
    await expect(replyRegion).toContainText(bScore ?? '');
    const asAdmin = await apiLogin(stack.apiBaseUrl, ADMIN_B);
    const resent = async () =>
      (
        await apiCall<AuditListResponse>(
          stack,
          'GET',
          withQuery(API_PATHS.admin.audit, { action: 'reply.resent', actor: ADMIN_A.email }),
          asAdmin.access,
        )
      ).body.entries.filter((entry) => entry.target_id === String(customer.submissionId));
    expect(await resent()).toEqual([]);

    // The edit screen is the way to send a new version: A opens it for editing (an edit claim) and re-sends.
    await first.unrouteAll({ behavior: 'ignoreErrors' });
    // Leaving the page with the unsent draft: the browser's "leave site?" question, answered yes.
    first.once('dialog', (dialog) => void dialog.accept());
    await first.goto(`/admin/dashboard?edit=${customer.submissionId}`);
    await expect(
      reviewPanel(first, 'Analysis').getByRole('button', { name: 'Generate report' }),
    ).toBeVisible();
    await first.getByRole('tab', { name: /Preview/ }).click();
    await expect(reportField(first)).toHaveValue(bReply ?? '');
    await reportField(first).fill(aDraft);
    await reviewPanel(first, 'Preview').getByRole('button', { name: 'Send reply' }).click();
    await expect(first.getByText(MESSAGES.admin.replySent(email)).first()).toBeVisible();
    await expect(replyRegion).toContainText(scoreLine(aDraft) ?? '');
    expect((await customerView(stack, customer))?.admin_reply).toBe(aDraft.trim());
    expect(await resent()).toHaveLength(1);

    for (const page of [first, second, reader]) await page.context().close();
  });
});
