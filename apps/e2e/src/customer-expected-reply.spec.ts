import type { Locator, Page } from '@playwright/test';
import { API_PATHS, MESSAGES, type QueuePosition } from '@profileproof/contracts';
import { LINKEDIN_URL_PROBLEMS } from '@profileproof/contracts/linkedin-url';
import { apiLogin, apiPost, signInAsNewUser } from './support/accounts';
import { expect, type ProductStack, test, TEST_ADMIN } from './support/fixtures';
import { expectNoAxeViolations } from './support/accessibility';
import {
  apiCall,
  customerWithSubmission,
  type Customer,
  heading,
  literally,
  reviewAndSend,
  saveScreen,
  SCREEN_SIZES,
  signedInPage,
} from './support/review-desk';

// The customer's texts, as they read them (apps/user-submissions/src/shared/queue-status-text.ts).
const IN_REVIEW = 'A reviewer is working on it.';
const WAITING = 'Waiting in the review queue.';

const text = MESSAGES.submissionDetails;

async function queueOf(stack: ProductStack, customer: Customer): Promise<QueuePosition> {
  const answer = await apiCall<QueuePosition>(
    stack,
    'GET',
    API_PATHS.contact.queue(customer.submissionId),
    customer.auth.access,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** "2 ahead of you · expected by": the place the queue answer gives. */
const placeText = (position: QueuePosition): RegExp =>
  literally(
    `${position.ahead === 0 ? 'Next in line' : `${position.ahead} ahead of you`} · expected by`,
  );

/** The time as this browser writes it ("14:30"). */
const clockOf = (page: Page, position: QueuePosition): Promise<string> =>
  page.evaluate(
    (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
    position.expected_reply_by,
  );

/**
 * The page shows the place and the expected time the API gives. The estimate moves to the next
 * step as the clock passes one, so the page's answer is one of those asked just before and after.
 */
async function expectQueueStatus(
  page: Page,
  where: Locator,
  stack: ProductStack,
  customer: Customer,
): Promise<void> {
  const before = await queueOf(stack, customer);
  await page.reload();
  await expect(where).toContainText(placeText(before));
  const after = await queueOf(stack, customer);
  // The time may carry its day in front ("Thu 00:15") when it falls after today's midnight.
  const shown = ((await where.textContent()) ?? '').split('expected by ')[1] ?? '';
  const times = [await clockOf(page, before), await clockOf(page, after)];
  expect(times.some((time) => shown.startsWith(time) || shown.includes(` ${time}`))).toBe(true);
}

test.describe('customer status: the expected reply and who is on it', () => {
  test('the time grows with the position, and "A reviewer is working on it" shows only while a claim is held', async ({
    browser,
    stack,
    mailbox,
  }) => {
    // Three accounts, a review, and every screen size twice: near the default minute on a busy machine.
    test.setTimeout(120_000);
    // A reply sent, so the estimate has a recent median to count reviews with.
    const answered = await customerWithSubmission(stack, mailbox, 'status-answered');
    const desk = await signedInPage(browser, stack, TEST_ADMIN);
    await desk.goto('/admin/dashboard');
    await reviewAndSend(desk, answered);
    await desk.context().close();

    const first = await customerWithSubmission(stack, mailbox, 'status-first');
    const second = await customerWithSubmission(stack, mailbox, 'status-second');
    const [firstPosition, secondPosition] = [
      await queueOf(stack, first),
      await queueOf(stack, second),
    ];
    expect(secondPosition.ahead).toBe(firstPosition.ahead + 1);
    expect(Date.parse(secondPosition.expected_reply_by)).toBeGreaterThan(
      Date.parse(firstPosition.expected_reply_by),
    );
    expect(
      [firstPosition, secondPosition].map(({ late, in_review }) => ({ late, in_review })),
    ).toEqual([
      { late: false, in_review: false },
      { late: false, in_review: false },
    ]);

    const admin = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    const claim = (method: 'POST' | 'DELETE') =>
      apiCall(stack, method, API_PATHS.admin.claim(second.submissionId), admin.access);

    for (const size of SCREEN_SIZES) {
      const own = await signedInPage(browser, stack, second.credentials);
      await own.setViewportSize(size);
      await own.goto('/my-submissions');
      const card = own.getByRole('article');
      await expectQueueStatus(own, card, stack, second);
      await expect(card).toContainText(text.pendingReview);
      await expect(card).toContainText(WAITING);
      await expect(card).not.toContainText(IN_REVIEW);
      await expectNoAxeViolations(own);
      await saveScreen(own, 'customer-status-waiting');

      // The one ahead reads its own place and time.
      const other = await signedInPage(browser, stack, first.credentials);
      await other.setViewportSize(size);
      await other.goto('/my-submissions');
      await expectQueueStatus(other, other.getByRole('article'), stack, first);
      await other.context().close();

      // An admin opens it: the customer reads that a reviewer is on it, on both pages.
      expect((await claim('POST')).status).toBe(200);
      await own.reload();
      await expect(card).toContainText(IN_REVIEW);
      await expect(card).not.toContainText(WAITING);
      await expectNoAxeViolations(own);
      await saveScreen(own, 'customer-status-in-review');
      await own.goto(`/submission/${second.submissionId}`);
      await expect(heading(own, text.heading)).toBeVisible();
      await expect(own.getByText(IN_REVIEW)).toBeVisible();
      await expect(own.getByText(placeText(secondPosition))).toBeVisible();
      await expectNoAxeViolations(own);
      await saveScreen(own, 'customer-status-details-in-review');

      // Released: nobody is on it any more, and the page says so.
      expect((await claim('DELETE')).status).toBe(200);
      await own.reload();
      await expect(own.getByText(WAITING)).toBeVisible();
      await expect(own.getByText(IN_REVIEW)).toHaveCount(0);
      await saveScreen(own, 'customer-status-details-waiting');
      await own.context().close();
    }
  });

  test('a LinkedIn link that is not a profile is refused, saying why, and uses up nothing', async ({
    page,
    stack,
    mailbox,
  }) => {
    const auth = await signInAsNewUser(page, stack.apiBaseUrl, mailbox, 'status-feed');
    const feed = await apiPost(
      stack.apiBaseUrl,
      API_PATHS.contact.submit,
      { linkedin_url: 'https://www.linkedin.com/feed/' },
      auth.access,
    );
    expect(feed.status).toBe(400);

    await page.goto('/inputMain');
    const plan = page.getByRole('region', { name: 'Your plan' });
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/feed/');
      await page.getByRole('button', { name: 'Submit for review' }).click();
      // On LinkedIn, but not a profile: the message says so and what to paste.
      await expect(page.getByRole('alert')).toHaveText(LINKEDIN_URL_PROBLEMS['not-profile']);
      await expect(plan).toContainText('1 of 1 submissions left this month');
      await expectNoAxeViolations(page);
      await saveScreen(page, 'customer-status-not-a-profile');
    }

    // The month's one submission is still there for a profile page.
    await page
      .getByLabel('LinkedIn profile URL')
      .fill(`https://uk.linkedin.com/in/status-feed-${Date.now().toString(36)}/?trk=share`);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText(/Profile submitted successfully/)).toBeVisible();
    await expect(plan).toContainText('0 of 1 submissions left this month');
  });
});
