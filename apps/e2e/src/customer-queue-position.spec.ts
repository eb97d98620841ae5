import { API_PATHS, MESSAGES, type QueuePosition } from '@profileproof/contracts';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import {
  apiCall,
  customerWithSubmission,
  heading,
  literally,
  reviewAndSend,
  signedInPage,
} from './support/review-desk';

const text = MESSAGES.submissionDetails;

/** Set on a page's window: still there later, the page was never reloaded. */
const NO_RELOAD_MARK = '__reviewOpsNoReload';

test.describe('customer: queue position', () => {
  test('a customer sees their queue position, then the reply arrive without a reload, on My Submissions and the details page', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'waiting-customer');
    const position = await apiCall<QueuePosition>(
      stack,
      'GET',
      API_PATHS.contact.queue(customer.submissionId),
      customer.auth.access,
    );
    expect(position.status).toBe(200);
    // "3 ahead of you · expected by " or "Next in line · expected by ", then the time in the reader's clock.
    const place =
      position.body.ahead === 0 ? 'Next in line' : `${position.body.ahead} ahead of you`;
    const queueText = literally(`${place} · expected by`);

    const list = await signedInPage(browser, stack, customer.credentials);
    await list.goto('/my-submissions');
    const card = list.getByRole('article');
    await expect(card).toContainText(text.pendingReview);
    await expect(card).toContainText(queueText);

    const details = await list.context().newPage();
    await details.goto(`/submission/${customer.submissionId}`);
    await expect(heading(details, text.heading)).toBeVisible();
    await expect(details.getByText(queueText)).toBeVisible();
    await expect(details.getByText(text.stillReviewing)).toBeVisible();
    for (const page of [list, details])
      await page.evaluate(
        (mark) => ((window as unknown as Record<string, boolean>)[mark] = true),
        NO_RELOAD_MARK,
      );

    const admin = await signedInPage(browser, stack, TEST_ADMIN);
    await admin.goto('/admin/dashboard');
    await reviewAndSend(admin, customer);

    // Both pages follow the stream: the reply shows, the queue position goes, nothing reloaded.
    await expect(card).toContainText(text.reviewed);
    await expect(card).not.toContainText(queueText);
    await expect(details.getByRole('region', { name: text.analysisResponse })).toContainText(
      'LinkedIn Profile Analysis Report',
    );
    await expect(details.getByText(queueText)).toHaveCount(0);
    for (const page of [list, details]) {
      expect(
        await page.evaluate(
          (mark) => (window as unknown as Record<string, boolean>)[mark],
          NO_RELOAD_MARK,
        ),
      ).toBe(true);
    }

    // Reviewed: the queue endpoint answers 409 from now on.
    const reviewed = await apiCall(
      stack,
      'GET',
      API_PATHS.contact.queue(customer.submissionId),
      customer.auth.access,
    );
    expect(reviewed.status).toBe(409);

    await admin.context().close();
    await list.context().close();
  });
});
