import { API_PATHS, type Claim } from '@profileproof/contracts';
import { apiLogin } from './support/accounts';
import { SECOND_ADMIN } from './support/admins';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { expectNoAxeViolations } from './support/accessibility';
import {
  apiCall,
  customerWithSubmission,
  heading,
  queueCard,
  reportField,
  reviewAndSend,
  reviewPanel,
  saveScreen,
  SCREEN_SIZES,
  signedInPage,
} from './support/review-desk';

/**
 * Every screen of the review desk and the queue position, at a desktop and a phone width: axe
 * finds no WCAG 2 A/AA violation, and a full-page screenshot goes to tmp/screens/ for a person to
 * look at.
 */
test.describe('review screens, wide and narrow', () => {
  test('the queue with claims, the take-over panel, the keys, snippets, Activity, the export and the queue position', async ({
    browser,
    stack,
    mailbox,
  }) => {
    test.setTimeout(180_000);
    const asSecond = await apiLogin(stack.apiBaseUrl, SECOND_ADMIN);
    const customer = await customerWithSubmission(stack, mailbox, 'screens-customer');
    const claimed = await customerWithSubmission(stack, mailbox, 'screens-claimed');
    // Something reviewed, for the Reviewed list (and its export) and the activity.
    const reviewed = await customerWithSubmission(stack, mailbox, 'screens-reviewed');
    const reviewer = await signedInPage(browser, stack, TEST_ADMIN);
    await reviewer.goto('/admin/dashboard');
    await reviewAndSend(reviewer, reviewed);
    await reviewer.context().close();

    for (const size of SCREEN_SIZES) {
      // Another admin's live claim, renewed for each width.
      expect(
        (
          await apiCall<Claim>(
            stack,
            'POST',
            API_PATHS.admin.claim(claimed.submissionId),
            asSecond.access,
            {},
          )
        ).status,
      ).toBe(200);
      const admin = await signedInPage(browser, stack, TEST_ADMIN);
      await admin.setViewportSize(size);

      await admin.goto('/admin/dashboard');
      await expect(queueCard(admin, claimed.credentials.email)).toContainText(
        `Being reviewed by ${SECOND_ADMIN.email}`,
      );
      await expectNoAxeViolations(admin);
      await saveScreen(admin, 'queue-claims');

      await admin.keyboard.press('?');
      await expect(admin.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectNoAxeViolations(admin);
      await saveScreen(admin, 'keyboard-overlay');
      await admin.keyboard.press('Escape');

      await queueCard(admin, claimed.credentials.email).click();
      await expect(
        reviewPanel(admin, 'Analysis').getByRole('heading', { name: 'Claimed by another admin' }),
      ).toBeVisible();
      await expectNoAxeViolations(admin);
      await saveScreen(admin, 'take-over-panel');
      await reviewPanel(admin, 'Analysis').getByRole('button', { name: 'Back to queue' }).click();

      await queueCard(admin, customer.credentials.email).click();
      await reviewPanel(admin, 'Analysis').getByRole('button', { name: 'Generate report' }).click();
      await expect(reportField(admin)).toHaveValue(/LinkedIn Profile Analysis Report/);
      const snippets = reviewPanel(admin, 'Preview').getByRole('region', { name: 'Snippets' });
      await expect(snippets.getByRole('button', { name: 'Manage snippets' })).toBeVisible();
      await snippets.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(admin);
      await saveScreen(admin, 'snippets-panel');
      await snippets.getByRole('button', { name: 'Manage snippets' }).click();
      await snippets.getByRole('button', { name: 'New snippet' }).click();
      await expect(snippets.getByRole('form', { name: 'New snippet' })).toBeVisible();
      await expectNoAxeViolations(admin);
      await saveScreen(admin, 'snippets-manager');
      await admin.context().close();

      const desk = await signedInPage(browser, stack, TEST_ADMIN);
      await desk.setViewportSize(size);
      await desk.goto('/admin/reviewed');
      await expect(heading(desk, 'Reviewed Submissions')).toBeVisible();
      await expect(desk.getByRole('button', { name: 'Export CSV' })).toBeVisible();
      await expectNoAxeViolations(desk);
      await saveScreen(desk, 'reviewed-export');

      await desk.goto('/admin/activity');
      await expect(heading(desk, 'Activity')).toBeVisible();
      await expect(
        desk
          .getByRole('table', { name: /Admin activity/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
      await expectNoAxeViolations(desk);
      await saveScreen(desk, 'activity');
      await desk.goto('/admin/activity?action=claim.taken_over');
      await expect(
        desk
          .getByRole('search', { name: 'Filter the activity' })
          .getByRole('button', { name: 'Clear filters' }),
      ).toBeVisible();
      await expectNoAxeViolations(desk);
      await saveScreen(desk, 'activity-filtered');
      await desk.context().close();

      const own = await signedInPage(browser, stack, customer.credentials);
      await own.setViewportSize(size);
      await own.goto('/my-submissions');
      await expect(own.getByRole('article')).toContainText(/ahead of you|Next in line/);
      await expectNoAxeViolations(own);
      await saveScreen(own, 'my-submissions-queue');
      await own.goto(`/submission/${customer.submissionId}`);
      await expect(own.getByText(/ahead of you|Next in line/)).toBeVisible();
      await expectNoAxeViolations(own);
      await saveScreen(own, 'submission-details-queue');
      await own.context().close();
    }
  });
});
