import type { Page, Request } from '@playwright/test';
import { API_PATHS } from '@profileproof/contracts';
import { ACCOUNT_API_PATHS } from '@profileproof/contracts/account';
import { apiLogin, createVerifiedUser } from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { apiCall, signedInPage } from './support/review-desk';

/**
 * A burst costs little: 100 submissions arriving within a second make an open admin console, and
 * the page of the customer they are about, read their lists again at most twice (the live events'
 * refetches are coalesced), in a real browser on the real API. Counted from the browsers' own
 * requests.
 */

const BURST = 100;
/** As libs/live-events: two refetches at least REFETCH_GAP_MS apart, each after up to 1 s of jitter. */
const REFETCH_GAP_MS = 2_000;
/** Long enough for the coalesced refetches to have run. */
const SETTLE_MS = 8_000;

/**
 * The reads a burst lasting `ms` may cost: 2 within a second, one more per REFETCH_GAP_MS beyond
 * (on a loaded machine the 100 submits may take longer than the second they are sent in).
 */
const allowedReads = (ms: number) => 1 + Math.max(1, Math.ceil(ms / REFETCH_GAP_MS));

/** The browsers' reads of the admin queue, the statistics and the customer's list, counted from now on. */
function countListReads(pages: Page[]): { queue: number; stats: number; mine: number } {
  const counts = { queue: 0, stats: 0, mine: 0 };
  for (const page of pages)
    page.on('request', (request: Request) => {
      if (request.method() !== 'GET') return;
      const { pathname } = new URL(request.url());
      if (pathname === API_PATHS.admin.submissions) counts.queue += 1;
      if (pathname === API_PATHS.admin.stats) counts.stats += 1;
      if (pathname === API_PATHS.contact.userSubmissions) counts.mine += 1;
    });
  return counts;
}

test.describe('live updates under a burst', () => {
  test("100 submissions within a second: the open console and the customer's page read each list at most twice, and show them", async ({
    browser,
    stack,
    mailbox,
  }) => {
    // One premium customer (no monthly limit) submits the whole burst.
    const credentials = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'burst');
    const admin = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    const assigned = await apiCall(stack, 'POST', API_PATHS.admin.userSubscription, admin.access, {
      email: credentials.email,
      tier: 'premium',
    });
    expect(assigned.status).toBeLessThan(300);
    const customer = await apiLogin(stack.apiBaseUrl, credentials);

    const page = await signedInPage(browser, stack, TEST_ADMIN);
    const path = (response: { url(): string }) => new URL(response.url()).pathname;
    const firstLoad = Promise.all([
      page.waitForResponse((response) => path(response) === API_PATHS.admin.submissions),
      page.waitForResponse((response) => path(response) === API_PATHS.admin.stats),
      page.waitForResponse((response) => path(response) === API_PATHS.events.stream),
    ]);
    await page.goto('/admin/dashboard');
    await firstLoad;
    // Only the live events read the lists again here: the 15-second auto-refresh is switched off.
    const autoRefresh = page.getByRole('switch', { name: /Auto-refresh/ });
    await autoRefresh.click();
    await expect(autoRefresh).toHaveAttribute('aria-checked', 'false');
    // The customer's My Submissions, open in a browser of their own.
    const mine = await signedInPage(browser, stack, credentials);
    const listRead = mine.waitForResponse(
      (response) => path(response) === API_PATHS.contact.userSubmissions,
    );
    const customerStream = mine.waitForResponse(
      (response) => path(response) === API_PATHS.events.stream,
    );
    await mine.goto('/my-submissions');
    await Promise.all([listRead, customerStream]);
    const reads = countListReads([page, mine]);

    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        apiCall(stack, 'POST', API_PATHS.contact.submit, customer.access, {
          linkedin_url: `https://www.linkedin.com/in/burst-${started.toString(36)}-${index}`,
          message: 'Part of a burst.',
        }),
      ),
    );
    const lasted = Date.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(201));

    await page.waitForTimeout(SETTLE_MS);
    const allowed = allowedReads(lasted);
    expect(reads.queue).toBeGreaterThanOrEqual(1);
    expect(reads.queue).toBeLessThanOrEqual(allowed);
    expect(reads.stats).toBeGreaterThanOrEqual(1);
    expect(reads.stats).toBeLessThanOrEqual(allowed);
    expect(reads.mine).toBeGreaterThanOrEqual(1);
    expect(reads.mine).toBeLessThanOrEqual(allowed);
    // And what it read shows the burst: the customer's submissions are in the queue.
    await expect(
      page.getByRole('article', { name: `Submission from ${credentials.email}` }).first(),
    ).toBeVisible();
    await page.context().close();
    await mine.context().close();

    // The customer leaves: their 100 Premium submissions, due first, leave the shared queue that
    // the journeys after this one read.
    const closed = await apiCall(stack, 'DELETE', ACCOUNT_API_PATHS.account, customer.access, {
      password: credentials.password,
      confirm: 'DELETE',
    });
    expect(closed.status).toBe(204);
  });
});
